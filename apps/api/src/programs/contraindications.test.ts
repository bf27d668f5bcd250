import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuditEntry, type ContraindicationConflictBody, type Program, type Product } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let romarin: Product;
let shampooing: Product;

const plan = { timeSlot: ['Matin'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 1 };
const product = (name: string, contraindications?: string[]) => ({
  name,
  type: 'Soin',
  refProduct: name.slice(0, 3).toUpperCase(),
  productPrice: 10,
  description: '',
  categoryDTO: null,
  ...(contraindications ? { contraindications } : {}),
});
const newClient = async (answers: Record<string, string>) =>
  ((await me.post('/api/client', { firstName: 'Léa', lastName: 'Martin', sex: 'F', ...answers })).json() as { id: number }).id;
const auditOf = async (clientId: number) => ((await me.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[]).map((a) => a.action);
const programCount = async (clientId: number) => ((await me.get(`/api/programs/${clientId}`)).json() as Program[]).length;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('ci@contre-indications.test');
  romarin = (await me.post('/api/product', product('Huile de romarin', ['anticoagulants', 'grossesse']))).json() as Product;
  shampooing = (await me.post('/api/product', product('Shampooing doux'))).json() as Product;
});
afterAll(() => h?.close());

describe('a product’s contraindications', () => {
  it('are stored from the vocabulary, read back in its order, kept by an update that does not send them', async () => {
    expect(romarin.contraindications).toEqual(['grossesse', 'anticoagulants']);
    expect(shampooing.contraindications).toEqual([]);
    const kept = await me.put(`/api/product/${romarin.id}`, product('Huile de romarin'));
    expect(kept.json()).toMatchObject({ contraindications: ['grossesse', 'anticoagulants'] });
    expect((await me.get(`/api/product/${romarin.id}`)).json()).toMatchObject({ contraindications: ['grossesse', 'anticoagulants'] });
    const wrong = await me.put(`/api/product/${shampooing.id}`, product('Shampooing doux', ['migraine']));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ 'contraindications.0': MSG.invalidContraindication });
  });
});

describe('saving a care with a contraindicated product', () => {
  it('answers 409 naming the product and the reason, saves nothing; with the acknowledgement it saves and audits it', async () => {
    const clientId = await newClient({ enceinte: 'Oui, 5 mois', anticoagulants: 'Non.' });
    const body = { clientId, programReference: 'Cure', cares: [{ productDTO: { id: shampooing.id }, quantity: 1, ...plan }, { productDTO: { id: romarin.id }, quantity: 2, ...plan }] };

    const refused = await me.post('/api/program', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "Produit contre-indiqué pour ce client : « Huile de romarin » (Grossesse). Confirmez la prise en compte de la contre-indication avant d'enregistrer.",
      conflicts: [{ careIndex: 1, productId: romarin.id, productName: 'Huile de romarin', reasons: ['grossesse'] }],
    } satisfies ContraindicationConflictBody);
    expect(await programCount(clientId)).toBe(0);

    body.cares[1] = { ...body.cares[1]!, acknowledgedContraindications: ['grossesse', 'allergies'] } as (typeof body.cares)[number];
    const saved = await me.post('/api/program', body);
    expect(saved.statusCode, saved.body).toBe(201);
    const program = saved.json() as Program;
    expect(program.cares[0]?.acknowledgements).toEqual([]);
    // Only the reason that applied is stored: allergies was not declared.
    expect(program.cares[1]?.acknowledgements).toEqual([{ productId: romarin.id, reasons: ['grossesse'], userId: me.userId, at: expect.any(String) }]);
    expect(await auditOf(clientId)).toContain('contraindication-ack');
  });

  it('lets a planning-only save of an acknowledged care through; a reason declared later needs a new acknowledgement', async () => {
    const clientId = await newClient({ enceinte: 'oui', anticoagulants: 'aucun' });
    const created = await me.post('/api/program', {
      clientId,
      cares: [{ productDTO: { id: romarin.id }, quantity: 1, ...plan, acknowledgedContraindications: ['grossesse'] }],
    });
    const program = created.json() as Program;
    const careId = program.cares[0]!.id;
    const planning = (weeks: number[]) => ({
      cares: [{ id: careId, clientId, productDTO: { id: romarin.id }, quantity: 1, timeSlot: weeks.map(() => 'Soir'), daysOfWeek: weeks.map(() => 'FRIDAY'), weeks, durationWeeks: 3 }],
    });

    const planned = await me.put(`/api/program/update/${program.id}`, planning([1, 2]));
    expect(planned.statusCode, planned.body).toBe(200);
    expect((planned.json() as Program).cares[0]?.acknowledgements).toHaveLength(1);

    // The client now declares an anticoagulant: the next save of that care asks for it, and only for it.
    await me.put(`/api/client/${clientId}`, { firstName: 'Léa', lastName: 'Martin', sex: 'F', enceinte: 'oui', anticoagulants: 'oui, Kardegic' });
    const refused = await me.put(`/api/program/update/${program.id}`, planning([1, 2, 3]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ conflicts: [{ careIndex: 0, productId: romarin.id, reasons: ['anticoagulants'] }] });
    expect(refused.json().message).toContain('« Huile de romarin » (Anticoagulants)');
    expect(((await me.get(`/api/program/${program.id}`)).json() as Program).cares[0]?.weeks).toEqual([1, 2]);

    const body = planning([1, 2, 3]);
    const acknowledged = await me.put(`/api/program/update/${program.id}`, { cares: [{ ...body.cares[0], acknowledgedContraindications: ['anticoagulants'] }] });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect((acknowledged.json() as Program).cares[0]?.acknowledgements.map((a) => a.reasons)).toEqual([['anticoagulants'], ['grossesse']]);
  });

  it('asks again when the product’s list gains a declared reason, or the care takes another contraindicated product', async () => {
    const clientId = await newClient({ crisesEpilepsie: 'Une crise en 2021', enceinte: 'non' });
    const program = (await me.post('/api/program', { clientId, cares: [{ productDTO: { id: shampooing.id }, quantity: 1, ...plan }] })).json() as Program;
    const careId = program.cares[0]!.id;
    const care = { productDTO: { id: shampooing.id }, quantity: 1, ...plan };

    await me.put(`/api/product/${shampooing.id}`, product('Shampooing doux', ['epilepsie']));
    const refused = await me.put(`/api/care/${careId}`, care);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ conflicts: [{ careIndex: null, productId: shampooing.id, reasons: ['epilepsie'] }] });
    expect((await me.put(`/api/care/${careId}`, { ...care, acknowledgedContraindications: ['epilepsie'] })).statusCode).toBe(200);
    expect((await me.put(`/api/care/${careId}`, { ...care, quantity: 3 })).statusCode).toBe(200);
    await me.put(`/api/product/${shampooing.id}`, product('Shampooing doux', []));

    // POST /api/care: the same rule for a care added alone.
    const lone = { clientId, programId: program.id, productDTO: { id: romarin.id }, quantity: 1, ...plan };
    await me.put(`/api/client/${clientId}`, { firstName: 'Léa', lastName: 'Martin', sex: 'F', enceinte: 'Oui', crisesEpilepsie: 'Une crise en 2021' });
    expect((await me.post('/api/care', lone)).statusCode).toBe(409);
    const added = await me.post('/api/care', { ...lone, acknowledgedContraindications: ['grossesse'] });
    expect(added.statusCode, added.body).toBe(201);
    const cares = ((await me.get(`/api/program/${program.id}`)).json() as Program).cares;
    expect(cares.find((c) => c.id === (added.json() as { id: number }).id)?.acknowledgements).toMatchObject([{ productId: romarin.id, reasons: ['grossesse'] }]);
  });

  it('needs nothing when no declared answer meets the product’s list', async () => {
    const clientId = await newClient({ enceinte: 'Non', anticoagulants: 'Néant', allergiesOuIntolerances: 'Pollen' });
    const saved = await me.post('/api/program', { clientId, cares: [{ productDTO: { id: romarin.id }, quantity: 1, ...plan }] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as Program).cares[0]?.acknowledgements).toEqual([]);
    expect(await auditOf(clientId)).not.toContain('contraindication-ack');
  });
});
