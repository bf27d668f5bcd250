import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisInstant, parisParts, type Today } from '@meche/contracts';
import { programs } from '../db/schema';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody, productBody, visitBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
const day = () => parisParts(new Date()).date;

async function programme(clientId: number, productId: number, weeks: number, startedDaysAgo: number): Promise<number> {
  const id = createdId(
    await me.post('/api/program', {
      clientId,
      programReference: `Cure ${clientId}`,
      cares: [{ productDTO: { id: productId }, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: weeks }],
    }),
  );
  await h.database.db
    .update(programs)
    // Its first save with ticks set its start date to today: both are moved back, as if it had been planned then.
    .set({
      createdDate: sql`now() - make_interval(days => ${startedDaysAgo})`,
      startDate: sql`(now() at time zone 'Europe/Paris')::date - ${startedDaysAgo}::int`,
    })
    .where(eq(programs.id, id));
  return id;
}

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('today@dashboard.test');
});
afterAll(() => h?.close());

describe('GET /api/dashboard/today', () => {
  it('lists today’s visits and the cures that need the practitioner, each with the ids that lead to it', async () => {
    const productId = createdId(await me.post('/api/product', productBody('AUJ', null)));
    const lea = createdId(await me.post('/api/client', clientBody('LEA')));
    const nina = createdId(await me.post('/api/client', clientBody('NINA')));
    const mia = createdId(await me.post('/api/client', clientBody('MIA')));
    const old = createdId(await me.post('/api/client', clientBody('ANCIENNE')));
    const leaCure = await programme(lea, productId, 8, 0);
    // Three weeks into six, nothing booked.
    const miaCure = await programme(mia, productId, 6, 21);
    // Started 7 weeks and 4 days ago for 8 weeks: its last day is in 2 days.
    const ninaCure = await programme(nina, productId, 8, 53);
    // Over for months: in no list.
    await programme(old, productId, 4, 200);

    await me.put(`/api/client/${nina}/consent`, { givenOn: addDays(day(), -53), method: 'paper' });
    await me.put(`/api/client/${mia}/consent`, { givenOn: addDays(day(), -21), method: 'paper' });
    const photo = await cameraJpeg();
    const uploaded = await me.call('POST', `/api/client/${nina}/photos?takenOn=${addDays(day(), -10)}&zone=Front`, {
      payload: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(uploaded.statusCode).toBe(201);
    const visitId = createdId(await me.post('/api/visit', { ...visitBody(lea, leaCure, parisInstant(day(), '23:30')), durationMinutes: 30 }));
    // Nina has her next visit booked: not among the cures without one.
    await me.post('/api/visit', visitBody(nina, ninaCure, parisInstant(addDays(day(), 1), '10:00')));

    const other = await h.practitioner('other@dashboard.test');
    const otherClient = createdId(await other.post('/api/client', clientBody('AUTRE')));
    await other.post('/api/visit', visitBody(otherClient, null, parisInstant(day(), '09:00')));

    const res = await me.get('/api/dashboard/today');
    expect(res.statusCode).toBe(200);
    const today = res.json<Today>();
    expect(today.date).toBe(day());
    expect(today.visits).toEqual({
      total: 1,
      items: [{ id: visitId, clientId: lea, clientName: 'Prénom LEA Nom LEA', startsAt: parisInstant(day(), '23:30'), durationMinutes: 30, kind: 'suivi', programId: leaCure }],
    });
    // Léa's visit of today may be past when this runs (a visit from now on is what counts): she is left out here.
    const withoutNext = today.withoutNextVisit.items.map((p) => p.programId).filter((id) => id !== leaCure);
    expect(withoutNext).toEqual([miaCure]);
    expect(today.curesEnding).toEqual({
      total: 1,
      items: [{ programId: ninaCure, clientId: nina, clientName: 'Prénom NINA Nom NINA', programReference: `Cure ${nina}`, startDay: addDays(day(), -53), lastDay: addDays(day(), 2) }],
    });
    expect(today.consentsMissing).toEqual({ total: 1, items: [{ clientId: lea, clientName: 'Prénom LEA Nom LEA' }] });
    expect(today.photosToRetake.items.map((p) => [p.clientId, p.lastPhotoOn])).toEqual([
      [lea, null],
      [mia, null],
    ]);

    // A stricter practice: a photo of 10 days is too old after one week.
    await me.put('/api/settings/rules', { photoRetakeWeeks: 1 });
    const stricter = (await me.get('/api/dashboard/today')).json<Today>();
    expect(stricter.photosToRetake.items.map((p) => [p.clientId, p.lastPhotoOn])).toEqual([
      [lea, null],
      [mia, null],
      [nina, addDays(day(), -10)],
    ]);

    const others = (await other.get('/api/dashboard/today')).json<Today>();
    expect(others.visits.total).toBe(1);
    expect([others.withoutNextVisit.total, others.curesEnding.total, others.consentsMissing.total, others.photosToRetake.total]).toEqual([0, 0, 1, 0]);
    expect((await h.anonymous().get('/api/dashboard/today')).statusCode).toBe(401);
  });
});
