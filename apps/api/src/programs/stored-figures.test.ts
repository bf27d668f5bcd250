import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type Care, type CategoryInUseBody, type Program } from '@meche/contracts';
import { cares } from '../db/schema';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('stored@figures.test');
  clientId = (await me.post('/api/client', clientBody('FIG'))).json<{ id: number }>().id;
});
afterAll(() => h?.close());

const newCategory = async (name: string, tva: string | null) => (await me.post('/api/category', { name, tva })).json<{ id: number }>().id;
const newProduct = async (suffix: string, categoryId: number | null, productPrice: number) =>
  (await me.post('/api/product', { ...productBody('FIG', categoryId, suffix), productPrice })).json<{ id: number }>().id;
const reprice = async (productId: number, categoryId: number | null, productPrice: number, suffix: string) =>
  expect((await me.put(`/api/product/${productId}`, { ...productBody('FIG', categoryId, suffix), productPrice })).statusCode).toBe(200);
const listed = async (programId: number) => (await me.get(`/api/programs/${clientId}`)).json<Program[]>().find((p) => p.id === programId) as Program;

describe('a programme keeps its word after a catalogue change', () => {
  it('list, programme and care read the stored price and VAT; the catalogue’s are given beside them', async () => {
    const categoryId = await newCategory('Soins FIG', 'TVA5,5%');
    const productId = await newProduct('-a', categoryId, 22.5);
    const created = (await me.post('/api/program', { clientId, cares: [{ productDTO: { id: productId }, quantity: 2 }] })).json<Program>();
    expect(created.cares[0]).toMatchObject({ unitPrice: 22.5, tva: 'TVA5,5%', catalogue: null, carePrice: 45 });

    await reprice(productId, categoryId, 24, '-a');
    expect((await me.put(`/api/category/${categoryId}?confirm=true`, { name: 'Soins FIG', tva: 'TVA20%' })).statusCode).toBe(200);

    for (const program of [await listed(created.id), (await me.get(`/api/program/${created.id}`)).json<Program>()]) {
      expect(program.totalProgramPrice).toBe(45);
      const [care] = program.cares as [Care];
      expect(care).toMatchObject({ unitPrice: 22.5, tva: 'TVA5,5%', carePrice: 45, catalogue: { productPrice: 24, tva: 'TVA20%' } });
      expect(care.productDTO.productPrice).toBe(22.5);
      expect(care.productDTO.categoryDTO?.tva).toBe('TVA5,5%');
    }

    // The planning's save and a quantity change keep the stored unit price.
    const careId = created.cares[0]?.id;
    const replanned = (await me.put(`/api/program/update/${created.id}`, { cares: [{ id: careId, productDTO: { id: productId }, quantity: 3, timeSlot: ['Matin'], daysOfWeek: ['MONDAY'], weeks: [1] }] })).json<Program>();
    expect(replanned.cares[0]).toMatchObject({ unitPrice: 22.5, carePrice: 67.5 });
    expect(replanned.totalProgramPrice).toBe(67.5);

    // Asked for, the catalogue's figures replace them.
    const updated = (await me.put(`/api/program/update/${created.id}`, { cares: [{ id: careId, productDTO: { id: productId }, quantity: 3, useCataloguePrice: true }] })).json<Program>();
    expect(updated.cares[0]).toMatchObject({ unitPrice: 24, tva: 'TVA20%', carePrice: 72, catalogue: null });
    expect(updated.totalProgramPrice).toBe(72);
  });

  it('a new care and a care whose product changes take the catalogue’s figures; PUT /api/care keeps them otherwise', async () => {
    const first = await newProduct('-b', null, 10);
    const second = await newProduct('-c', null, 30);
    const program = (await me.post('/api/program', { clientId, cares: [{ productDTO: { id: first }, quantity: 1 }] })).json<Program>();
    const careId = program.cares[0]?.id as number;
    await reprice(first, null, 11, '-b');
    expect((await me.put(`/api/care/${careId}`, { productDTO: { id: first }, quantity: 2 })).json<Care>()).toMatchObject({ unitPrice: 10, carePrice: 20, catalogue: { productPrice: 11, tva: null } });
    expect((await me.put(`/api/care/${careId}`, { productDTO: { id: second }, quantity: 2 })).json<Care>()).toMatchObject({ unitPrice: 30, carePrice: 60, catalogue: null });
    const added = (await me.post('/api/care', { clientId, programId: program.id, productDTO: { id: first }, quantity: 1 })).json<{ id: number }>();
    const [row] = await h.database.db.select().from(cares).where(eq(cares.id, added.id));
    expect(row).toMatchObject({ unitPrice: '11.00', tva: null, carePrice: '11.00' });
  });
});

describe('a category used by saved programmes asks before a deletion or a VAT change', () => {
  it('answers 409 with the usage, changes nothing, and goes on when confirmed; the programmes keep their figures', async () => {
    const categoryId = await newCategory('Shampooings FIG', 'TVA20%');
    const used = await newProduct('-d', categoryId, 15);
    await newProduct('-e', categoryId, 5);
    const program = (await me.post('/api/program', { clientId, cares: [{ productDTO: { id: used }, quantity: 2 }] })).json<Program>();

    const usage = { products: 2, programmedProducts: 1, programs: 1 };
    expect((await me.get(`/api/category/${categoryId}/usage`)).json()).toEqual(usage);

    const tva = await me.put(`/api/category/${categoryId}`, { name: 'Shampooings FIG', tva: 'TVA5,5%' });
    expect(tva.statusCode).toBe(409);
    expect(tva.json<CategoryInUseBody>()).toEqual({ message: MSG.categoryInUse('tva', usage), usage });
    expect(tva.json<CategoryInUseBody>().message).toContain('Cette catégorie est utilisée par 1 produit de 1 programme enregistré.');
    // A rename alone never asks.
    expect((await me.put(`/api/category/${categoryId}`, { name: 'Shampooings FIG 2', tva: 'TVA20%' })).statusCode).toBe(200);

    const removal = await me.delete(`/api/category/${categoryId}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ message: MSG.categoryInUse('delete', usage), usage });
    expect((await me.get('/api/categories')).json<{ id: number }[]>().some((c) => c.id === categoryId)).toBe(true);

    expect((await me.delete(`/api/category/${categoryId}?confirm=true`)).statusCode).toBe(204);
    const [care] = (await listed(program.id)).cares as [Care];
    expect(care).toMatchObject({ unitPrice: 15, tva: 'TVA20%', carePrice: 30, catalogue: { productPrice: 15, tva: null } });
  });

  it('deletes an unused category without asking; usage of another practitioner’s category is 404', async () => {
    const categoryId = await newCategory('Libre FIG', null);
    await newProduct('-f', categoryId, 1);
    expect((await me.delete(`/api/category/${categoryId}`)).statusCode).toBe(204);
    const other = await h.practitioner('other@figures.test');
    const theirs = (await other.post('/api/category', { name: 'À eux', tva: null })).json<{ id: number }>().id;
    expect((await me.get(`/api/category/${theirs}/usage`)).statusCode).toBe(404);
    expect((await me.delete(`/api/category/${theirs}?confirm=true`)).statusCode).toBe(404);
  });
});
