import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  buildPreviewWeeks,
  calendarDay,
  EMPTY_PLANNING_MESSAGE,
  idParamsSchema,
  NO_CLIENT_EMAIL_MESSAGE,
  parisTodayIso,
  planFromWire,
  planningPeriod,
  sheetEmailResultSchema,
  sheetPdfRequestSchema,
  vigilancePoints,
  type Client,
  type SheetEmailResult,
} from '@meche/contracts';
import { auditedChanges } from '../audit/audited-change';
import { recordAudit } from '../audit/repository';
import { createClientRepository } from '../clients/repository';
import { createProgramRepository } from '../programs/repository';
import { createSettingsRepository } from '../settings/repository';
import { conflict, found } from '../shared/http-errors';
import { binary, messageBody } from '../shared/responses';
import type { Db, Tx } from '../db/database';
import type { App } from '../types';
import { createUserRepository } from '../users/repository';
import type { PracticeHeader } from './pdf-writer';
import { planningPdf } from './planning-pdf';
import { programmePdf } from './programme-pdf';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** A sheet made for one client: the file, and what the e-mail that carries it says. */
interface Sheet {
  client: Client;
  practice: PracticeHeader;
  pdf: Buffer;
  fileName: string;
  /** 'Votre programme de soins — Cure automne', the e-mail's subject before the practice's name. */
  title: string;
  /** The e-mail's sentence about the attachment. */
  intro: string;
}

/** One of the practitioner's programmes and its client (404 for another's), with the practice's header. */
async function programmeOf(db: Db, userId: number, programId: number) {
  const program = found(await createProgramRepository(db).find(userId, programId));
  const client = found(await createClientRepository(db).find(userId, program.clientId));
  const settings = await createSettingsRepository(db).get(userId);
  const user = await createUserRepository(db).findById(userId);
  const practice = { name: settings.name?.trim() || user?.name || 'Mèche', address: settings.address, phone: settings.phone, siret: settings.siret };
  return { program, client, practice, clientName: `${client.firstName} ${client.lastName}` };
}

const titled = (what: string, reference: string) => (reference.trim() ? `${what} — ${reference.trim()}` : what);

/** The programme sheet, vigilance points only when asked. */
async function programmeSheet(db: Db, userId: number, programId: number, vigilance: boolean): Promise<Sheet> {
  const { program, client, practice, clientName } = await programmeOf(db, userId, programId);
  const pdf = await programmePdf({ practice, clientName, program, date: longDate(new Date()), vigilance: vigilance ? vigilancePoints(client) : [] });
  return {
    client,
    practice,
    pdf: Buffer.from(pdf),
    fileName: `programme-${program.id}.pdf`,
    title: titled('Votre programme de soins', program.programReference),
    intro: 'Voici votre programme de soins en pièce jointe.',
  };
}

/** The planning sheet as saved: the weeks counted from the programme's stored start (today for one never saved). */
async function planningSheet(db: Db, userId: number, programId: number): Promise<Sheet> {
  const { program, client, practice, clientName } = await programmeOf(db, userId, programId);
  const first = calendarDay(program.startDate ?? parisTodayIso());
  const weeks = buildPreviewWeeks(
    program.cares.map((care) => ({ productName: care.productDTO.name, plan: planFromWire(care), dose: care.dose ?? undefined })),
    first,
  );
  if (weeks.length === 0) throw conflict(EMPTY_PLANNING_MESSAGE);
  const pdf = await planningPdf({ practice, clientName, reference: program.programReference, date: longDate(new Date()), period: planningPeriod(weeks, first), weeks });
  return {
    client,
    practice,
    pdf: Buffer.from(pdf),
    fileName: `planning-${program.id}.pdf`,
    title: titled('Votre planning de soins', program.programReference),
    intro: 'Voici votre planning de soins en pièce jointe : les produits de chaque matin et de chaque soir, semaine par semaine.',
  };
}

const sendPdf = (reply: FastifyReply, sheet: Sheet) =>
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.pdf);

/**
 * The sheet queued for the client's address. With health answers in it, the audit of their leaving and the message
 * are kept together, or neither.
 */
async function queueSheet(app: App, request: FastifyRequest, sheet: Sheet, healthAnswers: boolean): Promise<SheetEmailResult> {
  const { userId } = request.auth;
  const to = sheet.client.email?.trim();
  if (!to) throw conflict(NO_CLIENT_EMAIL_MESSAGE);
  const queue = (tx: Tx) =>
    app.mail.enqueue(tx, {
      userId,
      clientId: sheet.client.id,
      kind: 'document',
      to,
      subject: `${sheet.title} (${sheet.practice.name})`,
      text: `Bonjour ${sheet.client.firstName},\n\n${sheet.intro}\n\n${sheet.practice.name}`,
      attachments: [{ filename: sheet.fileName, contentType: 'application/pdf', content: sheet.pdf }],
    });
  await auditedChanges(app.db, request.id, queue, () => (healthAnswers ? [{ userId, clientId: sheet.client.id, action: 'export' }] : []));
  return { to };
}

const noClientEmail = messageBody.describe('La cliente n’a pas d’adresse e-mail');
const emptyPlanning = messageBody.describe('Aucun soin coché dans le planning enregistré');

/**
 * The programme and planning sheets as PDFs made on the server: what 'Télécharger le PDF' gives, and 'Envoyer par
 * e-mail' attaches.
 */
export async function sheetRoutes(app: App): Promise<void> {
  app.post('/sheet/program/:id', {
    schema: {
      tags: ['programmes'],
      summary: 'La fiche du programme en PDF (points de vigilance seulement si vigilance: true)',
      operationId: 'programmePdf',
      params: idParamsSchema,
      body: sheetPdfRequestSchema,
      response: { 200: binary('programme-<id>.pdf', ['application/pdf']) },
    },
    handler: async (request, reply) => {
      const { userId } = request.auth;
      const sheet = await programmeSheet(app.db, userId, request.params.id, request.body.vigilance);
      // The health answers leave the application in this file: audited like the file's export.
      if (request.body.vigilance) await recordAudit(app.db, { userId, clientId: sheet.client.id, action: 'export', requestId: request.id });
      return sendPdf(reply, sheet);
    },
  });

  app.post('/sheet/program/:id/email', {
    schema: {
      tags: ['programmes'],
      summary: 'Envoie la fiche du programme en PDF à l’adresse e-mail de la cliente, par la file des courriels (points de vigilance seulement si vigilance: true)',
      operationId: 'emailProgrammeSheet',
      params: idParamsSchema,
      body: sheetPdfRequestSchema,
      response: { 200: sheetEmailResultSchema, 409: noClientEmail },
    },
    handler: async (request) => queueSheet(app, request, await programmeSheet(app.db, request.auth.userId, request.params.id, request.body.vigilance), request.body.vigilance),
  });

  app.post('/sheet/planning/:id', {
    schema: {
      tags: ['programmes'],
      summary: 'Le planning enregistré du programme en PDF (semaines datées depuis le début du programme, Matin et Soir, doses)',
      operationId: 'planningPdf',
      params: idParamsSchema,
      response: { 200: binary('planning-<id>.pdf', ['application/pdf']), 409: emptyPlanning },
    },
    handler: async (request, reply) => sendPdf(reply, await planningSheet(app.db, request.auth.userId, request.params.id)),
  });

  app.post('/sheet/planning/:id/email', {
    schema: {
      tags: ['programmes'],
      summary: 'Envoie le planning enregistré en PDF à l’adresse e-mail de la cliente, par la file des courriels',
      operationId: 'emailPlanningSheet',
      params: idParamsSchema,
      response: { 200: sheetEmailResultSchema, 409: messageBody.describe('La cliente n’a pas d’adresse e-mail, ou aucun soin n’est coché dans le planning enregistré') },
    },
    handler: async (request) => queueSheet(app, request, await planningSheet(app.db, request.auth.userId, request.params.id), false),
  });
}
