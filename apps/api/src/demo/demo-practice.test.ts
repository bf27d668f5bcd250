import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, findConflicts, parisTodayIso, type Category, type Client, type DashboardSummary, type Page, type PracticeSettings, type Product, type Program, type Visit } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { DEMO_ACCOUNT, seedDemoAccount } from '../users/demo-account';

let h: Harness;
let demo: Agent;
beforeAll(async () => {
  h = await createHarness();
  expect(await seedDemoAccount(h.database.db)).toBe(true);
  demo = h.anonymous();
  expect((await demo.post('/api/login', { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).statusCode).toBe(200);
});
afterAll(() => h?.close());

describe('the demo practice of a first start', () => {
  it('gives the demo account clients, a catalogue in 4 categories with the three VAT cases, and planned programmes', async () => {
    const summary = (await demo.get('/api/dashboard')).json<DashboardSummary>();
    expect(summary).toMatchObject({ clients: 40, products: 20, programs: 6 });

    const categories = (await demo.get('/api/categories')).json<Category[]>();
    expect(categories).toHaveLength(4);
    expect(new Set(categories.map((c) => c.tva))).toEqual(new Set(['TVA20%', 'TVA5,5%', null]));
    const products = (await demo.get('/api/products?size=100')).json<Page<Product>>().content;
    expect(products.every((p) => p.categoryDTO !== null && p.productPrice > 0)).toBe(true);

    const [latest] = summary.recentPrograms;
    const programs = (await demo.get(`/api/programs/${latest?.clientId}`)).json<Program[]>();
    const program = programs.find((p) => p.id === latest?.id) as Program;
    expect(program.cares.length).toBeGreaterThan(1);
    expect(program.cares.every((c) => c.timeSlot.length > 0 && c.durationWeeks > 1 && c.catalogue === null)).toBe(true);
    expect(program.totalProgramPrice).toBe(program.cares.reduce((sum, c) => Math.round((sum + c.carePrice) * 100) / 100, 0));

    expect((await demo.get('/api/settings')).json<PracticeSettings>().name).toBe('Institut Mèche — démonstration');
  });

  it('varies the questionnaires: full, hair only, health only and empty files', async () => {
    const page = (await demo.get('/api/clients?size=100')).json<Page<{ id: number }>>();
    const clients = await Promise.all(page.content.slice(0, 8).map(async (c) => (await demo.get(`/api/client/${c.id}`)).json<Client>()));
    const answered = (c: Client) => [c.stress, c.typeChute].map((v) => v !== null);
    const kinds = new Set(clients.map((c) => answered(c).join()));
    expect(kinds).toEqual(new Set(['true,true', 'false,true', 'true,false', 'false,false']));
  });

  it('has products with contraindications and clients whose answers trigger them', async () => {
    const products = (await demo.get('/api/products?size=100')).json<Page<Product>>().content;
    const contraindicated = products.filter((p) => p.contraindications.length > 0);
    expect(contraindicated.map((p) => p.name).sort()).toEqual(['Ampoules densifiantes', 'Bonnet de soin chauffant', 'Cure fer et vitamine C', 'Sérum antichute romarin']);
    const page = (await demo.get('/api/clients?size=100')).json<Page<{ id: number }>>();
    const clients = await Promise.all(page.content.map(async (c) => (await demo.get(`/api/client/${c.id}`)).json<Client>()));
    const triggered = clients.filter((c) => contraindicated.some((p) => findConflicts(c, p).length > 0));
    expect(triggered.length).toBeGreaterThan(0);
    const reasons = new Set(triggered.flatMap((c) => contraindicated.flatMap((p) => findConflicts(c, p).map((x) => x.reason))));
    expect(reasons).toEqual(new Set(['allaitement', 'thyroide']));
  });

  it('has a working week in the agenda: visits today, in the coming days and one in the past, some with their programme', async () => {
    const today = parisTodayIso();
    const week = (await demo.get(`/api/visits?from=${addDays(today, -14)}&days=28`)).json<Visit[]>();
    expect(week).toHaveLength(7);
    expect(week.filter((v) => v.programId !== null)).toHaveLength(4);
    const onToday = (await demo.get(`/api/visits?from=${today}&days=1`)).json<Visit[]>();
    expect(onToday.map((v) => v.kind)).toEqual(['suivi', 'consultation', 'soin']);
  });

  it('has a protocol to start a programme from', async () => {
    expect((await demo.get('/api/protocols')).json<{ name: string }[]>().map((p) => p.name)).toEqual(['Chute diffuse — 3 semaines']);
  });

  it('happens once: a second start adds nothing', async () => {
    expect(await seedDemoAccount(h.database.db)).toBe(false);
    expect((await demo.get('/api/dashboard')).json<DashboardSummary>().clients).toBe(40);
  });
});
