import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type Program } from '@meche/contracts';
import { cares, programs } from '../db/schema';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let clientId: number;
let serum: number;
let baume: number;
let masque: number;
let theirProduct: number;
let theirClient: number;

const post = async (agent: Agent, url: string, body: unknown) => {
  const res = await agent.post(url, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
};

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@programs.test');
  other = await h.practitioner('other@programs.test');
  clientId = (await post(me, '/api/client', { firstName: 'Léa', lastName: 'Martin', sex: 'F' })).id;
  serum = (await post(me, '/api/product', { name: 'Sérum', type: 'S', refProduct: 'S1', productPrice: 12.5 })).id;
  baume = (await post(me, '/api/product', { name: 'Baume', type: 'B', refProduct: 'B1', productPrice: 0.1 })).id;
  masque = (await post(me, '/api/product', { name: 'Masque', type: 'M', refProduct: 'M1', productPrice: 7.3 })).id;
  theirProduct = (await post(other, '/api/product', { name: 'Autre', type: 'A', refProduct: 'A1', productPrice: 1 })).id;
  theirClient = (await post(other, '/api/client', { firstName: 'X', lastName: 'Y', sex: 'M' })).id;
});
afterAll(() => h?.close());

async function createProgram(body: Record<string, unknown> = {}): Promise<Program> {
  const res = await me.post('/api/program', {
    id: null,
    userId: 999,
    clientId,
    createdDate: '2020-01-01',
    programReference: 'Cure printemps',
    totalProgramPrice: 1,
    cares: [
      { productDTO: { id: serum }, quantity: 3, carePrice: 999, timeSlot: ['Matin', 'Soir'], daysOfWeek: ['MONDAY', 'FRIDAY'], weeks: [1, 2], durationWeeks: 2 },
      { productDTO: { id: baume, name: 'Baume' }, quantity: 3 },
    ],
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const storedCares = (programId: number) => h.database.db.select().from(cares).where(eq(cares.programId, programId));

describe('POST /api/program', () => {
  it('saves the programme and its cares, with prices recomputed in cents by the server', async () => {
    const program = await createProgram();
    expect(program).toMatchObject({ clientId, userId: me.userId, programReference: 'Cure printemps', totalProgramPrice: 37.8 });
    expect(program.createdDate).not.toBe('2020-01-01');
    const [first, second] = program.cares;
    expect(first).toMatchObject({
      carePrice: 37.5,
      quantity: 3,
      clientId,
      programId: program.id,
      userId: me.userId,
      timeSlot: ['Matin', 'Soir'],
      daysOfWeek: ['MONDAY', 'FRIDAY'],
      weeks: [1, 2],
      durationWeeks: 2,
    });
    expect(first?.productDTO).toMatchObject({ id: serum, name: 'Sérum', productPrice: 12.5, categoryDTO: null });
    expect(second).toMatchObject({ carePrice: 0.3, timeSlot: [], daysOfWeek: [], weeks: [], durationWeeks: 1 });
    expect((await me.get(`/api/program/${program.id}`)).json()).toEqual(program);
  });

  it('defaults the reference and reads a plan without weeks as week 1', async () => {
    const program = await createProgram({
      programReference: '',
      cares: [{ productDTO: { id: masque }, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['SUNDAY'] }],
    });
    expect(program.programReference).toBe('New Program');
    expect(program.cares[0]).toMatchObject({ weeks: [1], timeSlot: ['Soir'], daysOfWeek: ['SUNDAY'] });
  });

  it('answers the spec messages for a missing client, no cares and a duplicate product', async () => {
    expect((await me.post('/api/program', { cares: [] })).json()).toEqual({ clientId: MSG.noClient, cares: MSG.noCares });
    const dup = await me.post('/api/program', {
      clientId,
      cares: [
        { productDTO: { id: serum }, quantity: 1 },
        { productDTO: { id: serum }, quantity: 0 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ 'cares.1.quantity': MSG.invalidQuantity, 'cares.1.productDTO': MSG.duplicateProduct });
    const mismatch = await me.post('/api/program', {
      clientId,
      cares: [{ productDTO: { id: serum }, quantity: 1, timeSlot: ['Matin'], daysOfWeek: [] }],
    });
    expect(mismatch.json()).toEqual({ 'cares.0.timeSlot': MSG.planLengthMismatch });
  });

  it('rolls the whole save back when a care fails in the middle', async () => {
    const before = await h.database.db.$count(programs);
    const res = await me.post('/api/program', {
      clientId,
      cares: [
        { productDTO: { id: serum }, quantity: 1 },
        { productDTO: { id: baume }, quantity: 1 },
        { productDTO: { id: theirProduct }, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'cares.2.productDTO': MSG.notFound });
    expect(await h.database.db.$count(programs)).toBe(before);
  });

  it("refuses another practitioner's client with 404", async () => {
    const res = await me.post('/api/program', { clientId: theirClient, cares: [{ productDTO: { id: serum }, quantity: 1 }] });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/program/update/{id}', () => {
  it('creates cares without id, updates those with one and removes the missing ones', async () => {
    const program = await createProgram();
    const [kept, dropped] = program.cares;
    const res = await me.put(`/api/program/update/${program.id}`, {
      ...program,
      programReference: 'Cure été',
      cares: [
        { ...kept, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['SUNDAY'], weeks: [4], durationWeeks: 4 },
        { productDTO: { id: masque }, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Program;
    expect(updated.programReference).toBe('Cure été');
    expect(updated.totalProgramPrice).toBe(12.5 + 14.6);
    expect(updated.cares.map((c) => c.productDTO.id)).toEqual([serum, masque]);
    expect(updated.cares[0]).toMatchObject({ id: kept?.id, quantity: 1, carePrice: 12.5, weeks: [4], durationWeeks: 4 });
    expect((await storedCares(program.id)).some((c) => c.id === dropped?.id)).toBe(false);
  });

  it('keeps the reference when the planning sends only {cares}', async () => {
    const program = await createProgram();
    const res = await me.put(`/api/program/update/${program.id}`, {
      cares: program.cares.map((c) => ({ ...c, timeSlot: ['Matin'], daysOfWeek: ['TUESDAY'], weeks: [3], durationWeeks: 3 })),
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Program;
    expect(saved.programReference).toBe('Cure printemps');
    expect(saved.totalProgramPrice).toBe(program.totalProgramPrice);
    expect(saved.cares.every((c) => c.weeks[0] === 3 && c.daysOfWeek[0] === 'TUESDAY')).toBe(true);
  });

  it('grows durationWeeks to cover every ticked week', async () => {
    const program = await createProgram();
    const res = await me.put(`/api/program/update/${program.id}`, {
      cares: [{ ...program.cares[0], weeks: [1, 5], timeSlot: ['Matin', 'Matin'], daysOfWeek: ['MONDAY', 'MONDAY'], durationWeeks: 2 }],
    });
    expect((res.json() as Program).cares[0]?.durationWeeks).toBe(5);
  });

  it('rolls back every change when a later care fails', async () => {
    const program = await createProgram();
    const foreignCare = (await createProgram()).cares[0];
    for (const bad of [{ productDTO: { id: theirProduct }, quantity: 1 }, { ...foreignCare, productDTO: { id: masque } }]) {
      const res = await me.put(`/api/program/update/${program.id}`, {
        programReference: 'Ne doit pas rester',
        cares: [{ ...program.cares[0], quantity: 9 }, bad],
      });
      expect(res.statusCode).toBe(400);
      expect((await me.get(`/api/program/${program.id}`)).json()).toEqual(program);
    }
  });
});

describe('programme reads and deletion', () => {
  it('lists a client’s programmes with their cares, newest first', async () => {
    const lister = (await post(me, '/api/client', { firstName: 'Liste', lastName: 'Cliente', sex: 'F' })).id;
    const a = await createProgram({ clientId: lister, programReference: 'A' });
    const b = await createProgram({ clientId: lister, programReference: 'B' });
    const res = await me.get(`/api/programs/${lister}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Program[];
    expect(list.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(list[0]?.cares).toHaveLength(2);
  });

  it('deletes a programme with its cares', async () => {
    const program = await createProgram();
    expect((await me.delete(`/api/program/${program.id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/program/${program.id}`)).statusCode).toBe(404);
    expect(await storedCares(program.id)).toEqual([]);
  });

  it("answers 404 for another practitioner's programmes and cares, and lists nothing of theirs", async () => {
    const program = await createProgram();
    const careId = program.cares[0]?.id;
    expect((await other.get(`/api/program/${program.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/program/update/${program.id}`, { cares: [{ productDTO: { id: theirProduct }, quantity: 1 }] })).statusCode).toBe(404);
    expect((await other.delete(`/api/program/${program.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/programs/${clientId}`)).statusCode).toBe(404);
    expect((await other.post('/api/care', { clientId, programId: program.id, productDTO: { id: theirProduct }, quantity: 1 })).statusCode).toBe(404);
    expect((await other.put(`/api/care/${careId}`, { productDTO: { id: theirProduct }, quantity: 1 })).statusCode).toBe(404);
    expect((await other.get(`/api/programs/${theirClient}`)).json()).toEqual([]);
    expect((await me.get(`/api/program/${program.id}`)).json()).toEqual(program);
  });
});

describe('/api/care', () => {
  it('adds a care to a programme and updates the total in the same save', async () => {
    const program = await createProgram({ cares: [{ productDTO: { id: serum }, quantity: 1 }] });
    const res = await me.post('/api/care', {
      clientId,
      userId: 999,
      programId: program.id,
      productDTO: { id: masque },
      carePrice: 0,
      quantity: 2,
      created: '2020-01-01',
      durationWeeks: 1,
      timeSlot: ['Matin'],
      daysOfWeek: ['WEDNESDAY'],
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(Object.keys(res.json())).toEqual(['id']);
    const saved = (await me.get(`/api/program/${program.id}`)).json() as Program;
    expect(saved.totalProgramPrice).toBe(12.5 + 14.6);
    expect(saved.cares.find((c) => c.id === id)).toMatchObject({ carePrice: 14.6, weeks: [1], daysOfWeek: ['WEDNESDAY'] });

    const dup = await me.post('/api/care', { clientId, programId: program.id, productDTO: { id: serum }, quantity: 1 });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ productDTO: MSG.duplicateProduct });
    const foreign = await me.post('/api/care', { clientId, programId: program.id, productDTO: { id: theirProduct }, quantity: 1 });
    expect(foreign.json()).toEqual({ productDTO: MSG.notFound });
    expect((await me.post('/api/care', { quantity: 0 })).json()).toMatchObject({ quantity: MSG.invalidQuantity, programId: MSG.required });
  });

  it('updates a care and the programme total', async () => {
    const program = await createProgram();
    const care = program.cares[0];
    const res = await me.put(`/api/care/${care?.id}`, { ...care, quantity: 10, timeSlot: ['Soir'], daysOfWeek: ['SATURDAY'], weeks: [2], durationWeeks: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: care?.id, quantity: 10, carePrice: 125, weeks: [2], daysOfWeek: ['SATURDAY'] });
    expect(((await me.get(`/api/program/${program.id}`)).json() as Program).totalProgramPrice).toBe(125.3);
    expect((await me.put('/api/care/999999', { productDTO: { id: serum }, quantity: 1 })).statusCode).toBe(404);
  });
});
