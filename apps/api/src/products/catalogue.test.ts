import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Category, type Page, type Product } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@catalogue.test');
  other = await h.practitioner('other@catalogue.test');
});
afterAll(() => h?.close());

const product = (overrides: Record<string, unknown> = {}) => ({
  userId: 999,
  name: 'Lotion fortifiante',
  type: 'Lotion',
  refProduct: 'LF-01',
  productPrice: 24.9,
  description: '<p>Bien <strong>agiter</strong></p>',
  categoryDTO: null,
  ...overrides,
});

async function createCategory(agent: Agent, name: string, tva: string | null = null): Promise<Category> {
  const res = await agent.post('/api/category', { userId: 999, name, tva });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function createProduct(agent: Agent, overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await agent.post('/api/product', product(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('categories', () => {
  it('creates, lists (newest first), renames and deletes categories', async () => {
    const a = await createCategory(me, 'Shampoings', 'TVA20%');
    const b = await createCategory(me, 'Soins', '');
    expect(a).toEqual({ id: a.id, userId: me.userId, name: 'Shampoings', tva: 'TVA20%' });
    expect(b.tva).toBeNull();
    const listed = (await me.get('/api/categories')).json() as Category[];
    expect(listed.map((c) => c.id)).toEqual([b.id, a.id]);

    const renamed = await me.put(`/api/category/${b.id}`, { name: 'Soins profonds', tva: 'TVA5,5%' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Soins profonds', tva: 'TVA5,5%' });
    expect((await me.delete(`/api/category/${b.id}`)).statusCode).toBe(204);
    expect(((await me.get('/api/categories')).json() as Category[]).map((c) => c.id)).toEqual([a.id]);
  });

  it('validates name and VAT', async () => {
    const res = await me.post('/api/category', { name: '', tva: 'TVA7%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: MSG.required, tva: MSG.invalidTva });
  });

  it("hides another practitioner's categories", async () => {
    const theirs = await createCategory(other, 'Secret');
    expect(((await me.get('/api/categories')).json() as Category[]).some((c) => c.id === theirs.id)).toBe(false);
    expect((await me.put(`/api/category/${theirs.id}`, { name: 'Pris' })).statusCode).toBe(404);
    expect((await me.delete(`/api/category/${theirs.id}`)).statusCode).toBe(404);
    const res = await me.post('/api/product', product({ categoryDTO: { id: theirs.id, name: 'Secret', tva: null } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ categoryDTO: MSG.notFound });
  });

  it('leaves its products without category when a category is deleted', async () => {
    const cat = await createCategory(me, 'Éphémère', 'TVA20%');
    const p = await createProduct(me, { name: 'Orphelin', categoryDTO: { id: cat.id, name: 'Éphémère', tva: 'TVA20%' } });
    expect(p.categoryDTO).toEqual({ id: cat.id, name: 'Éphémère', tva: 'TVA20%' });
    expect((await me.delete(`/api/category/${cat.id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/product/${p.id}`)).json().categoryDTO).toBeNull();
  });
});

describe('products', () => {
  it('creates, reads, updates and deletes a product; the owner is the session user', async () => {
    const cat = await createCategory(me, 'Masques', 'TVA5,5%');
    const created = await createProduct(me, { categoryDTO: { id: cat.id, name: 'x', tva: null } });
    expect(created).toEqual({
      id: created.id,
      userId: me.userId,
      name: 'Lotion fortifiante',
      type: 'Lotion',
      refProduct: 'LF-01',
      productPrice: 24.9,
      description: '<p>Bien <strong>agiter</strong></p>',
      categoryDTO: { id: cat.id, name: 'Masques', tva: 'TVA5,5%' },
      contraindications: [],
    });
    expect((await me.get(`/api/product/${created.id}`)).json()).toEqual(created);
    const updated = await me.put(`/api/product/${created.id}`, { ...created, productPrice: 30, categoryDTO: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ productPrice: 30, categoryDTO: null });
    expect((await me.delete(`/api/product/${created.id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/product/${created.id}`)).statusCode).toBe(404);
  });

  it('stores prices to the cent', async () => {
    expect((await createProduct(me, { productPrice: 0.1 + 0.2 })).productPrice).toBe(0.3);
    expect((await createProduct(me, { productPrice: 12.345 })).productPrice).toBe(12.35);
  });

  it('validates the required fields, the 50-character name and the price', async () => {
    const res = await me.post('/api/product', { name: 'x'.repeat(51), productPrice: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: MSG.productNameTooLong,
      type: MSG.required,
      refProduct: MSG.required,
      productPrice: MSG.invalidPrice,
    });
    expect((await me.post('/api/product', product({ productPrice: '12.5.3' }))).json()).toEqual({ productPrice: MSG.invalidPrice });
  });

  it('sanitises the description on write', async () => {
    const p = await createProduct(me, {
      description:
        '<h2 class="ql-align-center">Titre</h2><script>alert(1)</script><p style="color: rgb(230, 0, 0); position: fixed">rouge</p>' +
        '<a href="javascript:alert(1)">x</a><a href="https://example.org" target="_blank">lien</a><a href="tel:0601">tel</a>' +
        '<img src=x onerror=alert(1)><ol><li data-list="bullet">un</li></ol><iframe src="https://evil.test"></iframe>',
    });
    expect(p.description).toBe(
      '<h2 class="ql-align-center">Titre</h2><p style="color:rgb(230, 0, 0)">rouge</p>' +
        '<a>x</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">lien</a><a href="tel:0601">tel</a>' +
        '<ol><li data-list="bullet">un</li></ol>',
    );
  });

  it('refuses to delete a product used in a care (409)', async () => {
    const p = await createProduct(me, { name: 'Utilisé' });
    const c = (await me.post('/api/client', { firstName: 'A', lastName: 'B', sex: 'F' })).json();
    const program = (await me.post('/api/program', { clientId: c.id, cares: [{ productDTO: { id: p.id }, quantity: 2 }] })).json();
    const res = await me.delete(`/api/product/${p.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.productInUse });
    await me.delete(`/api/program/${program.id}`);
    expect((await me.delete(`/api/product/${p.id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another practitioner's product on every id route", async () => {
    const theirs = await createProduct(other, { name: 'Leur produit' });
    expect((await me.get(`/api/product/${theirs.id}`)).statusCode).toBe(404);
    expect((await me.put(`/api/product/${theirs.id}`, product())).statusCode).toBe(404);
    expect((await me.delete(`/api/product/${theirs.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/product/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/products', () => {
  let shop: Agent & { userId: number };
  beforeAll(async () => {
    shop = await h.practitioner('shop@catalogue.test');
    const soins = await createCategory(shop, 'Soins', 'TVA20%');
    const ampoules = await createCategory(shop, 'Ampoules', null);
    await createProduct(shop, { name: 'Sérum', type: 'Sérum', refProduct: 'S-1', categoryDTO: { id: soins.id } });
    await createProduct(shop, { name: 'Baume', type: 'Baume', refProduct: 'B-7', categoryDTO: { id: soins.id } });
    await createProduct(shop, { name: 'Cure', type: 'Ampoule', refProduct: 'AMP-3', categoryDTO: { id: ampoules.id } });
    await createProduct(shop, { name: 'Argile', type: 'Poudre', refProduct: 'X-9', categoryDTO: null });
    await createProduct(other, { name: 'Sérum concurrent' });
  });

  const names = async (query: string) => {
    const res = await shop.get(`/api/products?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as Page<Product>).content.map((p) => p.name);
  };

  it('orders by category name, products without category last, then by product name', async () => {
    expect(await names('')).toEqual(['Cure', 'Baume', 'Sérum', 'Argile']);
  });

  it('searches name, type, reference and category name, accent- and case-insensitively', async () => {
    expect(await names('search=SERUM')).toEqual(['Sérum']);
    expect(await names('search=amp-3')).toEqual(['Cure']);
    expect(await names('search=poudre')).toEqual(['Argile']);
    expect(await names('search=soins')).toEqual(['Baume', 'Sérum']);
    expect(await names('search=concurrent')).toEqual([]);
  });

  it('pages with totals and clamps the size', async () => {
    const res = (await shop.get('/api/products?page=1&size=3')).json() as Page<Product>;
    expect(res).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(res.content.map((p) => p.name)).toEqual(['Argile']);
    expect(((await shop.get('/api/products?page=9&size=3')).json() as Page<Product>)).toMatchObject({ content: [], totalPages: 2 });
    expect(((await shop.get('/api/products?size=1000')).json() as Page<Product>).size).toBe(100);
  });
});
