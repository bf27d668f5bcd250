import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { calendarFeedLinkSchema, clientRemindersSchema, idParamsSchema } from '@meche/contracts';
import { clients, practiceSettings, users, visits } from '../db/schema';
import { senderDomain } from '../mail/transport';
import { notFound } from '../shared/http-errors';
import { binary, noContent } from '../shared/responses';
import type { App } from '../types';
import { practitionerFeed } from './ics';
import { createFollowUpRepository } from './repository';

const tags = ['réglages'];
/** A subscribed calendar shows the past quarter too: what was done with whom, a few weeks back. */
const FEED_PAST_DAYS = 90;

/** The practice's private calendar link and each client's reminder refusal (its choices: GET/PUT /settings/rules). Behind the session. */
export async function followUpSettingsRoutes(app: App): Promise<void> {
  const repo = createFollowUpRepository(app.db);

  app.post('/settings/calendar-feed', {
    schema: {
      tags,
      summary: 'Créer (ou remplacer) le lien privé d’abonnement à l’agenda ; l’ancien cesse de fonctionner, le nouveau n’est montré qu’une fois',
      operationId: 'rotateCalendarFeed',
      response: { 200: calendarFeedLinkSchema },
    },
    handler: async (request) => {
      const { token, created } = await repo.rotateFeed(request.auth.userId);
      return { url: `${request.protocol}://${request.host}/api/calendar/${token}`, created: created.toISOString() };
    },
  });

  const reminders = (userId: number, clientId: number, optOut?: boolean) => {
    const owned = and(eq(clients.id, clientId), eq(clients.userId, userId));
    const query =
      optOut === undefined
        ? app.db.select({ optOut: clients.remindersOptOut }).from(clients).where(owned)
        : app.db.update(clients).set({ remindersOptOut: optOut }).where(owned).returning({ optOut: clients.remindersOptOut });
    return query.then(([row]) => row ?? Promise.reject(notFound()));
  };

  app.get('/client/:id/reminders', {
    schema: {
      tags: ['clients'],
      summary: 'Le client a-t-il refusé les rappels de rendez-vous par courriel ?',
      operationId: 'getClientReminders',
      params: idParamsSchema,
      response: { 200: clientRemindersSchema },
    },
    handler: (request) => reminders(request.auth.userId, request.params.id),
  });

  app.put('/client/:id/reminders', {
    schema: {
      tags: ['clients'],
      summary: 'Enregistrer le refus (ou l’accord) du client pour les rappels de rendez-vous par courriel',
      operationId: 'updateClientReminders',
      params: idParamsSchema,
      body: clientRemindersSchema,
      response: { 200: clientRemindersSchema },
    },
    handler: (request) => reminders(request.auth.userId, request.params.id, request.body.optOut),
  });

  app.delete('/settings/calendar-feed', {
    schema: {
      tags,
      summary: 'Révoquer le lien privé d’abonnement à l’agenda',
      operationId: 'revokeCalendarFeed',
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await repo.revokeFeed(request.auth.userId);
      return reply.code(204).send(null);
    },
  });
}

/**
 * GET /api/calendar/:token — the practitioner's visits as an iCalendar (RFC 5545) feed her phone or desktop calendar
 * subscribes to. No session (a calendar application has none): the unguessable token is the key, revocable from the
 * settings; an unknown one answers 404 like a missing page. Each event carries the client's name and the visit's kind,
 * never its note or programme.
 */
export async function calendarFeedRoutes(app: App): Promise<void> {
  const repo = createFollowUpRepository(app.db);
  const domain = senderDomain(app.config.mail.from);

  app.get('/calendar/:token', {
    schema: {
      tags: ['agenda'],
      summary: 'Flux iCalendar privé des rendez-vous du praticien (sans session : le jeton du lien est la clé)',
      operationId: 'getCalendarFeed',
      params: z.object({ token: z.string().min(1).max(100) }),
      response: { 200: binary('Calendrier iCalendar (RFC 5545)', ['text/calendar']) },
    },
    handler: async (request, reply) => {
      const userId = await repo.ownerOfFeed(request.params.token);
      if (userId === null) throw notFound();
      const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
      const [rows, [practice]] = await Promise.all([
        app.db
          .select({
            id: visits.id,
            startsAt: visits.startsAt,
            durationMinutes: visits.durationMinutes,
            kind: visits.kind,
            firstName: clients.firstName,
            lastName: clients.lastName,
          })
          .from(visits)
          .innerJoin(clients, eq(clients.id, visits.clientId))
          .where(and(eq(visits.userId, userId), isNull(visits.cancelledAt), gte(visits.startsAt, since)))
          .orderBy(asc(visits.startsAt)),
        app.db
          .select({ name: practiceSettings.name, userName: users.name })
          .from(users)
          .leftJoin(practiceSettings, eq(practiceSettings.userId, users.id))
          .where(eq(users.id, userId)),
      ]);
      const body = practitionerFeed({
        practiceName: practice?.name ?? practice?.userName ?? 'Mèche',
        domain,
        visits: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          clientName: `${r.firstName} ${r.lastName}`,
          startsAt: r.startsAt.toISOString(),
          endsAt: new Date(r.startsAt.getTime() + r.durationMinutes * 60_000).toISOString(),
        })),
      });
      return reply.header('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').send(body);
    },
  });
}
