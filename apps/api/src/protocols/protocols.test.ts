import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type Program, type Product, type Protocol } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let romarin: Product;
let shampooing: Product;
let source: Program;

const product = (name: string, productPrice: number, contraindications: string[] = []) => ({
  name,
  type: 'Soin',
  refProduct: name.slice(0, 3).toUpperCase(),
  productPrice,
  description: '',
  categoryDTO: null,
  contraindications,
});
const newClient = async (answers: Record<string, string> = {}) =>
  ((await me.post('/api/client', { firstName: 'Léa', lastName: 'Martin', sex: 'F', ...answers })).json() as { id: number }).id;

/** Two weeks of evenings with a dose, and a Monday morning. */
const eveningPlan = {
  durationWeeks: 2,
  weeks: [1, 2],
  daysOfWeek: ['MONDAY', 'MONDAY'],
  timeSlot: ['Soir', 'Soir'],
  dose: '5 ml',
};

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('protocoles@meche.test');
  romarin = (await me.post('/api/product', product('Huile de romarin', 20, ['grossesse']))).json() as Product;
  shampooing = (await me.post('/api/product', product('Shampooing doux', 10))).json() as Product;
  const clientId = await newClient();
  source = (
    await me.post('/api/program', {
      clientId,
      programReference: 'Cure post-partum',
      startDate: '2026-03-02',
      cares: [
        { productDTO: { id: shampooing.id }, quantity: 2, ...eveningPlan },
        { productDTO: { id: romarin.id }, quantity: 1, durationWeeks: 8, weeks: [1], daysOfWeek: ['MONDAY'], timeSlot: ['Matin'] },
      ],
    })
  ).json() as Program;
});
afterAll(() => h?.close());

describe('a protocol saved from a programme', () => {
  it('keeps its cares, quantities, plan counted from the start and doses, under a name unique to the practice', async () => {
    const res = await me.post('/api/protocol', { name: '  Cure post-partum 8 semaines ', programId: source.id });
    expect(res.statusCode).toBe(201);
    const protocol = res.json() as Protocol;
    expect(protocol.name).toBe('Cure post-partum 8 semaines');
    expect(protocol.cares).toEqual([
      { productId: shampooing.id, productName: 'Shampooing doux', quantity: 2, ...eveningPlan },
      { productId: romarin.id, productName: 'Huile de romarin', quantity: 1, durationWeeks: 8, weeks: [1], daysOfWeek: ['MONDAY'], timeSlot: ['Matin'], dose: null },
    ]);
    const again = await me.post('/api/protocol', { name: 'Cure post-partum 8 semaines', programId: source.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.protocolNameTaken });
    expect((await me.post('/api/protocol', { name: ' ', programId: source.id })).json()).toEqual({ name: MSG.required });
    expect((await me.post('/api/protocol', { name: 'X', programId: 999_999 })).statusCode).toBe(404);
  });

  it('is listed by name, renamed and deleted; the programmes made from it stay', async () => {
    const made = (await me.post('/api/protocol', { name: 'A renommer', programId: source.id })).json() as Protocol;
    const renamed = await me.put(`/api/protocol/${made.id}`, { name: 'Anti-chute' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as Protocol).name).toBe('Anti-chute');
    expect((await me.put(`/api/protocol/${made.id}`, { name: 'Cure post-partum 8 semaines' })).statusCode).toBe(409);
    const names = ((await me.get('/api/protocols')).json() as Protocol[]).map((p) => p.name);
    expect(names).toEqual(['Anti-chute', 'Cure post-partum 8 semaines']);
    const built = await me.post(`/api/protocol/${made.id}/program`, { clientId: await newClient() });
    expect(built.statusCode).toBe(201);
    expect((await me.call('DELETE', `/api/protocol/${made.id}`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/protocol/${made.id}`)).statusCode).toBe(404);
    expect((await me.get(`/api/program/${(built.json() as Program).id}`)).statusCode).toBe(200);
  });
});

describe('a programme built from a protocol', () => {
  it('takes today’s catalogue prices, the template’s plan and doses, and starts today in Paris', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T23:30:00Z') });
    try {
      const protocol = (await me.post('/api/protocol', { name: 'Prix du jour', programId: source.id })).json() as Protocol;
      await me.put(`/api/product/${shampooing.id}`, product('Shampooing doux', 12.5));
      const clientId = await newClient();
      const res = await me.post(`/api/protocol/${protocol.id}/program`, { clientId });
      expect(res.statusCode).toBe(201);
      const program = res.json() as Program;
      expect(program).toMatchObject({ clientId, programReference: 'Prix du jour', startDate: '2026-11-26', totalProgramPrice: 45 });
      expect(program.cares.map((c) => [c.productDTO.name, c.unitPrice, c.quantity, c.weeks, c.timeSlot, c.dose])).toEqual([
        ['Shampooing doux', 12.5, 2, [1, 2], ['Soir', 'Soir'], '5 ml'],
        ['Huile de romarin', 20, 1, [1], ['Matin'], null],
      ]);
      expect(program.cares[1]?.durationWeeks).toBe(8);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks contraindications against the client’s answers: 409 without the acknowledgement, saved with it', async () => {
    const protocol = (await me.post('/api/protocol', { name: 'Contre-indiqué', programId: source.id })).json() as Protocol;
    const clientId = await newClient({ enceinte: 'Oui, 4 mois' });
    const refused = await me.post(`/api/protocol/${protocol.id}/program`, { clientId, programReference: 'Cure Léa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ conflicts: [{ careIndex: 1, productId: romarin.id, reasons: ['grossesse'] }] });
    expect((await me.get(`/api/programs/${clientId}`)).json()).toEqual([]);
    const saved = await me.post(`/api/protocol/${protocol.id}/program`, {
      clientId,
      programReference: 'Cure Léa',
      acknowledgements: [{ productId: romarin.id, reasons: ['grossesse'] }],
    });
    expect(saved.statusCode).toBe(201);
    expect((saved.json() as Program).cares[1]?.acknowledgements[0]).toMatchObject({ reasons: ['grossesse'] });
  });

  it('skips a product that left the catalogue, and refuses a template with none left', async () => {
    const spare = (await me.post('/api/product', product('Lotion éphémère', 5))).json() as Product;
    const clientId = await newClient();
    const base = (
      await me.post('/api/program', { clientId, programReference: 'Éphémère', cares: [{ productDTO: { id: spare.id }, quantity: 1 }] })
    ).json() as Program;
    const protocol = (await me.post('/api/protocol', { name: 'Éphémère', programId: base.id })).json() as Protocol;
    expect((await me.call('DELETE', `/api/program/${base.id}`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/product/${spare.id}`)).statusCode).toBe(204);
    const listed = ((await me.get('/api/protocols')).json() as Protocol[]).find((p) => p.id === protocol.id);
    expect(listed?.cares[0]?.productName).toBeNull();
    const refused = await me.post(`/api/protocol/${protocol.id}/program`, { clientId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MSG.protocolWithoutProducts });
  });
});

describe('a programme’s start date and doses', () => {
  it('starts when its plan is first saved with ticks, keeps its start on later saves, and takes an edited one', async () => {
    const clientId = await newClient();
    const created = (await me.post('/api/program', { clientId, programReference: 'Sans plan', cares: [{ productDTO: { id: shampooing.id }, quantity: 1, timeSlot: [], daysOfWeek: [], weeks: [] }] })).json() as Program;
    expect(created.startDate).toBeNull();
    const care = created.cares[0]!;
    const planned = (await me.put(`/api/program/update/${created.id}`, { cares: [{ ...care, ...eveningPlan }] })).json() as Program;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(planned.startDate).toBe(today);
    expect(planned.cares[0]?.dose).toBe('5 ml');
    // The care editor's save carries no dose and no start: both stay.
    const edited = (await me.put(`/api/program/update/${created.id}`, { programReference: 'Renommé', cares: [{ id: care.id, productDTO: { id: shampooing.id }, quantity: 3, ...eveningPlan, dose: undefined }] })).json() as Program;
    expect(edited).toMatchObject({ startDate: today, cares: [{ dose: '5 ml', quantity: 3 }] });
    const moved = (await me.put(`/api/program/update/${created.id}`, { startDate: '2026-12-07', cares: [{ ...care, ...eveningPlan, dose: ' ' }] })).json() as Program;
    expect(moved).toMatchObject({ startDate: '2026-12-07', cares: [{ dose: null }] });
  });

  it('refuses a start that is not a date and a dose longer than 40 characters', async () => {
    const care = { id: source.cares[0]!.id, productDTO: { id: shampooing.id }, quantity: 1 };
    const badDate = await me.put(`/api/program/update/${source.id}`, { startDate: '2026-02-30', cares: [care] });
    expect(badDate.json()).toEqual({ startDate: MSG.invalidStartDate });
    const longDose = await me.put(`/api/program/update/${source.id}`, { cares: [{ ...care, dose: 'x'.repeat(41) }] });
    expect(longDose.json()).toEqual({ 'cares.0.dose': MSG.tooLong(40) });
  });
});
