import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, VISIT_MSG, type AuditEntry, type Visit } from '@meche/contracts';
import { Agent, PASSWORD, createHarness, createdId, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody, productBody, recordConsent, visitBody } from '../test/route-table';
import type { VisitChange } from './repository';

let h: Harness;
let owner: Agent & { userId: number };
let other: Agent & { userId: number };
let clientId: number;
let programId: number;
const OWNER = 'agenda-owner@visits.test';

beforeAll(async () => {
  h = await createHarness();
  owner = await h.practitioner(OWNER);
  other = await h.practitioner('agenda-other@visits.test');
  clientId = createdId(await owner.post('/api/client', { ...clientBody('AGENDA'), firstName: 'Léa', lastName: 'Martin' }));
  const productId = createdId(await owner.post('/api/product', productBody('AGENDA', null)));
  const care = { productDTO: { id: productId }, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 1 };
  programId = createdId(await owner.post('/api/program', { clientId, programReference: 'Cure 8 semaines', cares: [care] }));
});
afterAll(() => h?.close());

const book = (agent: Agent, startsAt: string, extra: Record<string, unknown> = {}) =>
  agent.post('/api/visit', { ...visitBody(clientId, null, startsAt), ...extra });
const day = async (from: string, days = 1) => (await owner.get(`/api/visits?from=${from}&days=${days}`)).json() as Visit[];

describe('booking a visit', () => {
  it('stores the visit and answers it with its client, programme, end and Paris day', async () => {
    const res = await book(owner, '2026-04-07T09:00:00+02:00', { programId, note: 'Bilan à mi-cure' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      clientId,
      clientName: 'Léa Martin',
      programId,
      programReference: 'Cure 8 semaines',
      startsAt: '2026-04-07T07:00:00.000Z',
      endsAt: '2026-04-07T07:45:00.000Z',
      durationMinutes: 45,
      kind: 'suivi',
      note: 'Bilan à mi-cure',
      localDate: '2026-04-07',
      photosOnDay: 0,
      cancelledAt: null,
    });
    const id = (res.json() as Visit).id;
    expect((await owner.get(`/api/visit/${id}`)).json()).toMatchObject({ id, startsAt: '2026-04-07T07:00:00.000Z' });
    expect(((await owner.get(`/api/client/${clientId}/visits`)).json() as Visit[]).map((v) => v.id)).toContain(id);
  });

  it('refuses an overlapping slot with a French 409 naming the visit in the way, and accepts one that starts as it ends', async () => {
    expect((await book(owner, '2026-04-08T10:00:00Z')).statusCode).toBe(201);
    const clash = await book(owner, '2026-04-08T10:30:00Z');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: VISIT_MSG.overlap({ clientName: 'Léa Martin', date: '2026-04-08', start: '12:00', end: '12:45' }) });
    expect(clash.json().message).toBe('Ce créneau chevauche la visite de Léa Martin le 08/04/2026 de 12:00 à 12:45. Choisissez un autre horaire.');
    // One starting 15 minutes before, ending inside it.
    expect((await book(owner, '2026-04-08T09:30:00Z')).statusCode).toBe(409);
    expect((await book(owner, '2026-04-08T10:45:00Z')).statusCode).toBe(201);
    expect((await book(owner, '2026-04-08T09:15:00Z')).statusCode).toBe(201);
    // Another practitioner's agenda is hers alone.
    const otherClient = createdId(await other.post('/api/client', clientBody('OTHER')));
    expect((await other.post('/api/visit', visitBody(otherClient, null, '2026-04-08T10:00:00Z'))).statusCode).toBe(201);
  });

  it('moves a visit, refuses a move onto another, and frees the slot of a cancelled one', async () => {
    const a = (await book(owner, '2026-04-09T08:00:00Z')).json() as Visit;
    const b = (await book(owner, '2026-04-09T09:00:00Z')).json() as Visit;
    const moved = await owner.put(`/api/visit/${a.id}`, visitBody(clientId, null, '2026-04-09T08:15:00Z'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: '2026-04-09T08:15:00.000Z', endsAt: '2026-04-09T09:00:00.000Z' });
    expect((await owner.put(`/api/visit/${a.id}`, visitBody(clientId, null, '2026-04-09T08:30:00Z'))).statusCode).toBe(409);
    expect((await owner.delete(`/api/visit/${b.id}`)).statusCode).toBe(204);
    expect((await owner.put(`/api/visit/${a.id}`, visitBody(clientId, null, '2026-04-09T08:30:00Z'))).statusCode).toBe(200);
    // The cancelled one stays in the client's history, not in the agenda; it cannot be moved.
    const history = (await owner.get(`/api/client/${clientId}/visits`)).json() as Visit[];
    expect(history.find((v) => v.id === b.id)?.cancelledAt).toEqual(expect.any(String));
    expect((await day('2026-04-09')).map((v) => v.id)).toEqual([a.id]);
    const again = await owner.put(`/api/visit/${b.id}`, visitBody(clientId, null, '2026-04-09T12:00:00Z'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: VISIT_MSG.cancelled });
    expect((await owner.delete(`/api/visit/${b.id}`)).statusCode).toBe(204);
  });

  it('answers 404 for another practice’s visit, client or list, and 400 for its programme', async () => {
    const mine = (await book(owner, '2026-04-10T08:00:00Z')).json() as Visit;
    expect((await other.get(`/api/visit/${mine.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/visit/${mine.id}`, visitBody(clientId, null, '2026-04-10T12:00:00Z'))).statusCode).toBe(404);
    expect((await other.delete(`/api/visit/${mine.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/client/${clientId}/visits`)).statusCode).toBe(404);
    expect((await other.post('/api/visit', visitBody(clientId, null, '2026-04-10T14:00:00Z'))).statusCode).toBe(404);
    expect(((await other.get('/api/visits?from=2026-04-10')).json() as Visit[]).map((v) => v.id)).not.toContain(mine.id);
    const otherClient = createdId(await other.post('/api/client', clientBody('OTHER2')));
    const foreignProgramme = await other.post('/api/visit', visitBody(otherClient, programId, '2026-04-10T16:00:00Z'));
    expect(foreignProgramme.statusCode).toBe(400);
    expect(foreignProgramme.json()).toEqual({ message: VISIT_MSG.programOfAnotherClient });
    expect((await owner.get('/api/visit/999999')).statusCode).toBe(404);
  });

  it('validates with French messages: an instant with its offset, a duration in 5-minute steps, a known kind', async () => {
    const res = await owner.post('/api/visit', { clientId, startsAt: '2026-04-11T09:00', durationMinutes: 7, kind: 'massage' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ startsAt: MSG.invalidDate, durationMinutes: VISIT_MSG.duration, kind: VISIT_MSG.invalidKind });
    expect((await owner.post('/api/visit', {})).json()).toMatchObject({ clientId: MSG.required, startsAt: MSG.required });
    expect((await owner.get('/api/visits?from=2026-02-30')).statusCode).toBe(400);
    expect((await owner.get('/api/visits?from=2026-02-01&days=400')).statusCode).toBe(400);
  });
});

describe('Paris days across the clock changes', () => {
  it('gives the last Sunday of March its 23 hours: 00:30 and 23:30 Paris in, 00:30 the next day out', async () => {
    const early = (await book(owner, '2026-03-28T23:30:00Z')).json() as Visit; // 00:30 CET
    const late = (await book(owner, '2026-03-29T21:30:00Z')).json() as Visit; // 23:30 CEST
    const next = (await book(owner, '2026-03-29T22:30:00Z')).json() as Visit; // 00:30 CEST, Monday
    expect([early.localDate, late.localDate, next.localDate]).toEqual(['2026-03-29', '2026-03-29', '2026-03-30']);
    expect((await day('2026-03-29')).map((v) => v.id)).toEqual([early.id, late.id]);
    expect((await day('2026-03-30')).map((v) => v.id)).toEqual([next.id]);
    // The week of Monday 23 March holds both of the Sunday's, not the Monday after.
    expect((await day('2026-03-23', 7)).map((v) => v.id)).toEqual([early.id, late.id]);
  });

  it('gives the last Sunday of October its 25 hours: 23:30 Paris (winter time) is still that Sunday', async () => {
    const early = (await book(owner, '2026-10-24T22:30:00Z')).json() as Visit; // 00:30 CEST
    const late = (await book(owner, '2026-10-25T22:30:00Z')).json() as Visit; // 23:30 CET
    const saturday = (await book(owner, '2026-10-24T21:30:00Z')).json() as Visit; // 23:30 CEST, Saturday
    expect([early.localDate, late.localDate, saturday.localDate]).toEqual(['2026-10-25', '2026-10-25', '2026-10-24']);
    expect((await day('2026-10-25')).map((v) => v.id)).toEqual([early.id, late.id]);
    expect((await day('2026-10-24')).map((v) => v.id)).toEqual([saturday.id]);
  });
});

describe("a visit's day and its photos", () => {
  it('counts the photos of the client taken on the visit’s Paris day', async () => {
    const visit = (await book(owner, '2026-05-04T22:30:00Z')).json() as Visit; // 00:30 on 5 May in Paris
    // A scalp photo needs the client's recorded consent.
    await recordConsent(owner, clientId);
    const upload = await owner.call('POST', `/api/client/${clientId}/photos?takenOn=2026-05-05&zone=Front`, {
      payload: await cameraJpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.statusCode).toBe(201);
    expect((await owner.get(`/api/visit/${visit.id}`)).json()).toMatchObject({ localDate: '2026-05-05', photosOnDay: 1 });
  });
});

describe('following visit changes', () => {
  it('tells each listener of a creation, a move, an edit and a cancellation, inside the change’s transaction', async () => {
    const seen: { type: VisitChange['type']; before: string | null; after: string }[] = [];
    const stop = h.app.visitChanges.subscribe(async (change) => {
      seen.push({ type: change.type, before: change.before?.startsAt ?? null, after: change.after.startsAt });
    });
    try {
      const visit = (await book(owner, '2026-06-15T08:00:00Z')).json() as Visit;
      await owner.put(`/api/visit/${visit.id}`, visitBody(clientId, null, '2026-06-15T09:00:00Z'));
      await owner.put(`/api/visit/${visit.id}`, { ...visitBody(clientId, null, '2026-06-15T09:00:00Z'), note: 'Apporter les analyses' });
      await owner.delete(`/api/visit/${visit.id}`);
      await owner.delete(`/api/visit/${visit.id}`);
      expect(seen).toEqual([
        { type: 'created', before: null, after: '2026-06-15T08:00:00.000Z' },
        { type: 'moved', before: '2026-06-15T08:00:00.000Z', after: '2026-06-15T09:00:00.000Z' },
        { type: 'updated', before: '2026-06-15T09:00:00.000Z', after: '2026-06-15T09:00:00.000Z' },
        { type: 'cancelled', before: '2026-06-15T09:00:00.000Z', after: '2026-06-15T09:00:00.000Z' },
      ]);
    } finally {
      stop();
    }
  });

  it('undoes the change when a listener fails: no visit stored without what follows it', async () => {
    const stop = h.app.visitChanges.subscribe(() => Promise.reject(new Error('queue down')));
    try {
      expect((await book(owner, '2026-06-16T08:00:00Z')).statusCode).toBe(500);
    } finally {
      stop();
    }
    expect(await day('2026-06-16')).toEqual([]);
  });
});

describe("the client file's audit log", () => {
  const auditOf = async (id: number) => ((await owner.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);

  it('records a booking, a move, an edit and a cancellation on the client file, newest first; nothing for a refused change', async () => {
    const id = createdId(await owner.post('/api/client', { ...clientBody('AUDIT'), firstName: 'Inès', lastName: 'Audit' }));
    const body = (startsAt: string) => visitBody(id, null, startsAt);
    const visit = (await owner.post('/api/visit', body('2026-07-06T08:00:00Z'))).json() as Visit;
    expect((await owner.put(`/api/visit/${visit.id}`, body('2026-07-06T09:00:00Z'))).statusCode).toBe(200);
    expect((await owner.put(`/api/visit/${visit.id}`, { ...body('2026-07-06T09:00:00Z'), note: 'À jeun' })).statusCode).toBe(200);
    // Refused: an overlap (409) and another practice's visit (404) leave no row.
    expect((await owner.post('/api/visit', body('2026-07-06T09:15:00Z'))).statusCode).toBe(409);
    expect((await other.delete(`/api/visit/${visit.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/visit/${visit.id}`)).statusCode).toBe(204);
    // Cancelling again changes nothing: no second row.
    expect((await owner.delete(`/api/visit/${visit.id}`)).statusCode).toBe(204);
    expect((await auditOf(id)).filter((a) => a.startsWith('visit-'))).toEqual(['visit-cancel', 'visit-update', 'visit-move', 'visit-book']);
  });

  it('records a visit moved to another client on both files', async () => {
    const first = createdId(await owner.post('/api/client', clientBody('AUDIT-A')));
    const second = createdId(await owner.post('/api/client', clientBody('AUDIT-B')));
    const visit = (await owner.post('/api/visit', visitBody(first, null, '2026-07-07T08:00:00Z'))).json() as Visit;
    expect((await owner.put(`/api/visit/${visit.id}`, visitBody(second, null, '2026-07-07T08:00:00Z'))).statusCode).toBe(200);
    expect((await auditOf(first)).filter((a) => a.startsWith('visit-'))).toEqual(['visit-update', 'visit-book']);
    expect((await auditOf(second)).filter((a) => a.startsWith('visit-'))).toEqual(['visit-update']);
  });
});

describe('concurrent bookings', () => {
  it('lets exactly one of several simultaneous bookings of one slot through, from two API processes', async () => {
    const second = await h.buildOnOwnConnection({});
    const agent2 = new Agent(second);
    expect((await agent2.post('/api/login', { username: OWNER, password: PASSWORD })).statusCode).toBe(200);
    const starts = ['2026-07-01T08:00:00Z', '2026-07-01T08:10:00Z', '2026-07-01T08:20:00Z', '2026-07-01T08:30:00Z'];
    const results = await Promise.all(starts.flatMap((s) => [book(owner, s), book(agent2, s)]));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await day('2026-07-01')).toHaveLength(1);
  });
});
