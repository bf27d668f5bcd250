import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ClientSummary, type Page } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@clients.test');
  other = await h.practitioner('other@clients.test');
});
afterAll(() => h?.close());

const client = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Éloïse',
  lastName: 'Durand',
  sex: 'F',
  email: 'eloise@example.org',
  mobilePhone: '06 12 34 56 78',
  city: 'Saint-Étienne',
  zipCode: '42000',
  birthday: '1990-04-12',
  stress: 'Oui, au travail',
  userId: 999,
  ...overrides,
});

async function create(agent: Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/client', client(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; userId: number };
}

const list = async (agent: Agent, query: string) => {
  const res = await agent.get(`/api/clients?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page<ClientSummary>;
};

describe('client CRUD', () => {
  it('creates a client owned by the session user, whatever userId the body says', async () => {
    const res = await me.post('/api/client', client({ pacemaker: '', homePhone: '' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ firstName: 'Éloïse', lastName: 'Durand', sex: 'F', userId: me.userId, stress: 'Oui, au travail' });
    expect(body.pacemaker).toBeNull();
    expect(body.homePhone).toBeNull();
    expect(body.created).toBe(body.modified);

    const read = await me.get(`/api/client/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('updates a client and moves its modification date', async () => {
    const { id } = await create(me);
    const res = await me.put(`/api/client/${id}`, client({ firstName: 'Eloise', comments: 'Rappeler' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Eloise', comments: 'Rappeler' });
    expect(res.json().modified).not.toBe(res.json().created);
  });

  it('deletes a client', async () => {
    const { id } = await create(me);
    expect((await me.delete(`/api/client/${id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/client/${id}`)).statusCode).toBe(404);
  });

  it('answers field-keyed French messages on invalid input', async () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await me.post('/api/client', { firstName: ' ', email: 'pas-un-email', sex: 'X', birthday: tomorrow, mobilePhone: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      firstName: MSG.required,
      lastName: MSG.required,
      sex: MSG.invalidSex,
      email: MSG.invalidEmail,
      birthday: MSG.birthdayInFuture,
      mobilePhone: MSG.invalidPhone,
    });
    const { id } = await create(me);
    expect((await me.put(`/api/client/${id}`, { lastName: 'X', sex: 'M' })).json()).toEqual({ firstName: MSG.required });
  });

  it("answers 404 on every id route for another practitioner's client", async () => {
    const { id } = await create(other);
    expect((await me.get(`/api/client/${id}`)).statusCode).toBe(404);
    expect((await me.get(`/api/client/${id}`)).json()).toEqual({ message: MSG.notFound });
    expect((await me.put(`/api/client/${id}`, client())).statusCode).toBe(404);
    expect((await me.delete(`/api/client/${id}`)).statusCode).toBe(404);
    expect((await me.get(`/api/programs/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/client/${id}`)).json().firstName).toBe('Éloïse');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await me.get('/api/client/abc')).statusCode).toBe(400);
    expect((await me.get('/api/client/999999')).statusCode).toBe(404);
  });

  it('refuses to delete a client that has programmes (409)', async () => {
    const { id } = await create(me);
    const product = (await me.post('/api/product', { name: 'Lotion', type: 'Soin', refProduct: 'L1', productPrice: 10 })).json();
    const program = await me.post('/api/program', { clientId: id, cares: [{ productDTO: { id: product.id }, quantity: 1 }] });
    expect(program.statusCode).toBe(201);
    const res = await me.delete(`/api/client/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.clientHasPrograms });
    expect((await me.delete(`/api/program/${program.json().id}`)).statusCode).toBe(204);
    expect((await me.delete(`/api/client/${id}`)).statusCode).toBe(204);
  });
});

describe('GET /api/clients', () => {
  let searcher: Agent & { userId: number };
  beforeAll(async () => {
    searcher = await h.practitioner('search@clients.test');
    await create(searcher, { firstName: 'Éloïse', lastName: 'Lefèvre', city: 'Lyon', zipCode: '69003', mobilePhone: '06 11 22 33 44' });
    await create(searcher, { firstName: 'Marc', lastName: 'Bonnet', email: 'marc@exemple.fr', city: 'Paris', zipCode: '75011', mobilePhone: null, sex: 'M' });
    await create(searcher, { firstName: 'Zoé', lastName: 'Adam', city: 'Nantes', zipCode: '44000', mobilePhone: null, email: null });
    await create(other, { firstName: 'Éloïse', lastName: 'Autre' });
  });

  it('lists only the practitioner’s clients as summaries, sorted by lastName by default', async () => {
    const page = await list(searcher, '');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 20 });
    expect(page.content.map((c) => c.lastName)).toEqual(['Adam', 'Bonnet', 'Lefèvre']);
    expect(page.content.every((c) => c.userId === searcher.userId)).toBe(true);
    expect(page.content[0]).not.toHaveProperty('stress');
  });

  it('finds accent- and case-insensitively over names, email, city, zip code and phones', async () => {
    expect((await list(searcher, 'search=ELOISE')).content.map((c) => c.lastName)).toEqual(['Lefèvre']);
    expect((await list(searcher, 'search=lefevre')).totalElements).toBe(1);
    expect((await list(searcher, 'search=MARC%40EXEMPLE')).totalElements).toBe(1);
    expect((await list(searcher, 'search=nantes')).content[0]?.firstName).toBe('Zoé');
    expect((await list(searcher, 'search=75011')).content[0]?.lastName).toBe('Bonnet');
    expect((await list(searcher, 'search=0611223344')).totalElements).toBe(1);
    expect((await list(searcher, 'search=06%2011%2022')).totalElements).toBe(1);
    expect((await list(searcher, 'search=%C3%A9lo%C3%AFse%20lyon')).totalElements).toBe(1);
    expect((await list(searcher, 'search=autre')).totalElements).toBe(0);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect((await list(searcher, 'search=%25')).totalElements).toBe(0);
    expect((await list(searcher, 'search=_')).totalElements).toBe(0);
  });

  it('sorts by a whitelisted field in either direction and refuses others', async () => {
    expect((await list(searcher, 'sortBy=firstName&direction=desc')).content.map((c) => c.firstName)).toEqual(['Zoé', 'Marc', 'Éloïse']);
    expect((await list(searcher, 'sortBy=city&direction=ASC')).content.map((c) => c.city)).toEqual(['Lyon', 'Nantes', 'Paris']);
    const res = await searcher.get('/api/clients?sortBy=password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ sortBy: MSG.invalidValue });
    expect((await searcher.get('/api/clients?page=-1')).json()).toEqual({ page: MSG.invalidNumber });
  });

  it('pages from 0: last page, past the end, and a size over the cap', async () => {
    const pager = await h.practitioner('pager@clients.test');
    for (let i = 0; i < 45; i++) {
      await pager.post('/api/client', { firstName: 'P', lastName: `Nom${String(i).padStart(2, '0')}`, sex: 'M' });
    }
    const first = await list(pager, 'page=0&size=20');
    expect(first).toMatchObject({ totalElements: 45, totalPages: 3, number: 0, size: 20 });
    expect(first.content[0]?.lastName).toBe('Nom00');
    const last = await list(pager, 'page=2&size=20');
    expect(last.content.map((c) => c.lastName)).toEqual(['Nom40', 'Nom41', 'Nom42', 'Nom43', 'Nom44']);
    const past = await list(pager, 'page=7&size=20');
    expect(past).toMatchObject({ content: [], totalPages: 3, totalElements: 45, number: 7 });
    const capped = await list(pager, 'size=500');
    expect(capped.size).toBe(100);
    expect(capped.content).toHaveLength(45);
    const ids = new Set([...(await list(pager, 'page=0')).content, ...(await list(pager, 'page=1')).content, ...last.content].map((c) => c.id));
    expect(ids.size).toBe(45);
  });
});
