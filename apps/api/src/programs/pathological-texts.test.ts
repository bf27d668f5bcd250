import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRAINDICATIONS,
  LONG_TEXT_MAX,
  MAX_CARES_PER_PROGRAM,
  MSG,
  SENSITIVE_FIELDS,
  type ContraindicationConflictBody,
  type Product,
  type Program,
} from '@meche/contracts';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';

/**
 * Texts shaped to make a pattern backtrack (issue 23): each is read in linear time and answered as any other text,
 * so one practice's save cannot hold the event loop while another practice waits.
 */
let h: Harness;
let me: Agent & { userId: number };
/** MAX_CARES_PER_PROGRAM products, each contraindicated for every reason (a product appears once per programme). */
const everything: Product[] = [];

const plan = { timeSlot: ['Matin'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 1 };
const product = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'Soin',
  refProduct: name.slice(0, 3).toUpperCase(),
  productPrice: 10,
  description: '',
  categoryDTO: null,
  ...extra,
});
/** Every sensitive answer of the questionnaire set to `answer`. */
const answeredEverywhere = (answer: string) => Object.fromEntries(SENSITIVE_FIELDS.map((field) => [field, answer]));
const hundredCares = (clientId: number, acknowledged: readonly string[] = []) => ({
  clientId,
  programReference: 'Cure longue',
  cares: everything.map((p) => ({
    productDTO: { id: p.id },
    quantity: 1,
    ...plan,
    ...(acknowledged.length ? { acknowledgedContraindications: acknowledged } : {}),
  })),
});

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('long@answers.test');
  for (let i = 0; i < MAX_CARES_PER_PROGRAM; i += 1) {
    const res = await me.post('/api/product', product(`Tout contre-indiqué ${i}`, { contraindications: [...CONTRAINDICATIONS] }));
    everything.push(res.json() as Product);
  }
});
afterAll(() => h?.close());

describe('questionnaire answers made of thousands of dots', () => {
  it("reads 4,999 dots and a letter as a declared answer: a 100-care save answers 409 naming every reason, then saves with the acknowledgements", async () => {
    const answer = `${'.'.repeat(LONG_TEXT_MAX - 1)}a`;
    const clientId = createdId(await me.post('/api/client', { firstName: 'Zoé', lastName: 'Points', sex: 'F', ...answeredEverywhere(answer) }));

    const refused = await me.post('/api/program', hundredCares(clientId));
    expect(refused.statusCode).toBe(409);
    const { conflicts } = refused.json() as ContraindicationConflictBody;
    expect(conflicts).toHaveLength(MAX_CARES_PER_PROGRAM);
    expect(conflicts.every((c) => c.reasons.length === CONTRAINDICATIONS.length)).toBe(true);
    expect((await me.get(`/api/programs/${clientId}`)).json()).toEqual([]);

    const saved = await me.post('/api/program', hundredCares(clientId, CONTRAINDICATIONS));
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as Program).cares).toHaveLength(MAX_CARES_PER_PROGRAM);
  });

  it("reads 'non' followed by 4,997 dots as a negation: the same save goes through without any acknowledgement", async () => {
    const answer = `non${'.'.repeat(LONG_TEXT_MAX - 3)}`;
    const clientId = createdId(await me.post('/api/client', { firstName: 'Zoé', lastName: 'Points', sex: 'F', ...answeredEverywhere(answer) }));
    const saved = await me.post('/api/program', hundredCares(clientId));
    expect(saved.statusCode, saved.body).toBe(201);
  });
});

describe('amounts typed as text', () => {
  it('refuses a price or a quantity of thousands of spaces with the field’s French message, and still reads a typed one', async () => {
    const spaces = `1${' '.repeat(100_000)}€x`;
    const price = await me.post('/api/product', product('Prix espacé', { productPrice: spaces }));
    expect(price.statusCode).toBe(400);
    expect(price.json()).toEqual({ productPrice: MSG.invalidPrice });

    const clientId = createdId(await me.post('/api/client', { firstName: 'Léo', lastName: 'Blancs', sex: 'M' }));
    const plain = createdId(await me.post('/api/product', product('Prix tapé', { productPrice: '12,50   €' })));
    const quantity = await me.post('/api/program', { clientId, cares: [{ productDTO: { id: plain }, quantity: ` ${' '.repeat(100_000)}2x`, ...plan }] });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json()).toEqual({ 'cares.0.quantity': MSG.quantityNotWhole });
  });
});
