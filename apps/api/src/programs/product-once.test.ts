import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, type Program } from '@meche/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { CARE_PRODUCT_ONCE, careAcknowledgements, cares, programs } from '../db/schema';
import { isUniqueViolation } from '../shared/loggable-error';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

/**
 * A product once per programme, whatever writes it. On PostgreSQL the saves of a pair really run at once (a pool of
 * connections); PGlite's one connection runs them one after the other: a few pairs check the answers there.
 */
const onPostgres = process.env.MECHE_TEST_DB === 'postgres';
const PAIRS = onPostgres ? 40 : 5;

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;
let first: number;
let second: number;
let wanted: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('once@product-once.test');
  clientId = createdId(await me.post('/api/client', clientBody('ONCE')));
  first = createdId(await me.post('/api/product', { ...productBody('ONCE', null, '-1'), productPrice: 3 }));
  second = createdId(await me.post('/api/product', { ...productBody('ONCE', null, '-2'), productPrice: 4.5 }));
  wanted = createdId(await me.post('/api/product', { ...productBody('ONCE', null, '-x'), productPrice: 10 }));
});
afterAll(() => h?.close());

const care = (productId: number, quantity = 1) => ({ productDTO: { id: productId }, quantity });

/** A programme holding a care of `first` and a care of `second`. */
async function newProgram(): Promise<Program> {
  const res = await me.post('/api/program', { clientId, cares: [care(first, 2), care(second)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Program>();
}

/** What is stored: each care's product, and whether the total is the sum of the care prices. */
async function stored(programId: number) {
  const rows = await h.database.db.select().from(cares).where(eq(cares.programId, programId));
  const [program] = await h.database.db.select().from(programs).where(eq(programs.id, programId));
  const sumCents = rows.reduce((sum, r) => sum + Math.round(Number(r.carePrice) * 100), 0);
  return {
    products: rows.map((r) => r.productId).sort((a, b) => a - b),
    totalIsSum: Math.round(Number(program?.totalProgramPrice) * 100) === sumCents,
    acknowledgements: await h.database.db.$count(careAcknowledgements, eq(careAcknowledgements.clientId, clientId)),
  };
}

const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

describe('a product once per programme', () => {
  it('lets one save swap the products of two cares (the constraint is checked when the save is written)', async () => {
    const program = await newProgram();
    const [a, b] = program.cares;
    const res = await me.put(`/api/program/update/${program.id}`, { cares: [{ ...a, productDTO: { id: second } }, { ...b, productDTO: { id: first } }] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Program>();
    expect(saved.cares.map((c) => [c.id, c.productDTO.id, c.carePrice])).toEqual([
      [a?.id, second, 9],
      [b?.id, first, 3],
    ]);
    expect(saved.totalProgramPrice).toBe(12);
  });

  it('is kept by the database itself: a second care of the product in a programme is refused by its constraint', async () => {
    const program = await newProgram();
    const [row] = await h.database.db.select().from(cares).where(eq(cares.programId, program.id)).limit(1);
    if (!row) throw new Error('no care');
    const { id: _id, ...copy } = row;
    const error = await h.database.db
      .insert(cares)
      .values(copy)
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(error, CARE_PRODUCT_ONCE)).toBe(true);
    expect((await stored(program.id)).products).toEqual(sorted(first, second));
  });

  const races: { name: string; save: (p: Program) => [Promise<LightMyRequestResponse>, Promise<LightMyRequestResponse>] }[] = [
    {
      name: 'POST /api/care × POST /api/care',
      save: (p) => [me.post('/api/care', { clientId, programId: p.id, ...care(wanted) }), me.post('/api/care', { clientId, programId: p.id, ...care(wanted, 2) })],
    },
    {
      name: 'PUT /api/care/{id} × POST /api/care',
      save: (p) => [me.put(`/api/care/${p.cares[0]?.id}`, care(wanted)), me.post('/api/care', { clientId, programId: p.id, ...care(wanted, 2) })],
    },
    {
      name: 'PUT /api/care/{id} × PUT /api/care/{other id}',
      save: (p) => [me.put(`/api/care/${p.cares[0]?.id}`, care(wanted)), me.put(`/api/care/${p.cares[1]?.id}`, care(wanted, 2))],
    },
  ];

  it.each(races)(`concurrent saves of one product, $name, ${PAIRS} pairs: one is saved, the other refused, nothing half-written`, async ({ save }) => {
    for (let i = 0; i < PAIRS; i++) {
      const program = await newProgram();
      const [one, two] = await Promise.all(save(program));
      const answers = `${one.statusCode} ${one.body} / ${two.statusCode} ${two.body}`;
      const savedOne = one.statusCode === 200 || one.statusCode === 201;
      const savedTwo = two.statusCode === 200 || two.statusCode === 201;
      expect(savedOne !== savedTwo, answers).toBe(true);
      const refused = savedOne ? two : one;
      expect(refused.statusCode, answers).toBe(400);
      expect(refused.json(), answers).toEqual({ productDTO: MSG.duplicateProduct });

      const after = await stored(program.id);
      expect(after.products.filter((p) => p === wanted), answers).toHaveLength(1);
      // The refused save left no trace: the programme has exactly the cares the saved one made.
      const added = (res: LightMyRequestResponse) => res.statusCode === 201;
      expect(after.products, answers).toHaveLength(2 + (savedOne && added(one) ? 1 : 0) + (savedTwo && added(two) ? 1 : 0));
      expect(after.totalIsSum, answers).toBe(true);
      expect(after.acknowledgements).toBe(0);
    }
  });

  it.skipIf(!onPostgres)('answers 409, writing nothing, when a writer outside the programme lock stores the product first', async () => {
    const outside = await h.connectAgain();
    if (!outside) throw new Error('PostgreSQL only');
    const program = await newProgram();
    const b = program.cares[1];
    const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;
    const waitingOnLock = async () =>
      rowsOf(await h.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]?.n ?? 0;

    let answer: Promise<LightMyRequestResponse> | undefined;
    await outside.db.transaction(async (tx) => {
      // Not committed yet: the API's save cannot see it and passes its own check, then meets it in the constraint.
      await tx.update(cares).set({ productId: wanted }).where(eq(cares.id, b?.id ?? 0));
      answer = me.post('/api/care', { clientId, programId: program.id, ...care(wanted) });
      for (let waited = 0; (await waitingOnLock()) === 0; waited += 20) {
        if (waited > 10_000) throw new Error('the save never waited for the other writer');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const res = await (answer as Promise<LightMyRequestResponse>);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: MSG.duplicateProduct });
    const after = await stored(program.id);
    expect(after.products).toEqual(sorted(first, wanted));
    const [row] = await h.database.db.select().from(programs).where(eq(programs.id, program.id));
    expect(Number(row?.totalProgramPrice)).toBe(program.totalProgramPrice);
  });
});
