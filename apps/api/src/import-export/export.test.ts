import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { CLIENT_IMPORT_FIELDS, IMPORT_MSG, type ClientImportField, type ImportPreview, type Page, type Product } from '@meche/contracts';
import { auditLog, clients, practiceAuditLog } from '../db/schema';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let owner: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  owner = await h.practitioner('export-owner@export.test');
  other = await h.practitioner('export-other@export.test');
  await owner.post('/api/client', {
    firstName: 'Hélène',
    lastName: 'Dupré',
    sex: 'F',
    email: 'helene@exemple.fr',
    mobilePhone: '0612345678',
    birthday: '1985-03-05',
    streetName: '3, rue « Mouffetard »',
    zipCode: '75005',
    city: 'Paris',
    comments: 'Première ligne\nseconde ; avec "guillemets"',
    anticoagulants: 'Oui, SECRET-SANTÉ',
  });
  await owner.post('/api/client', { firstName: 'Formule', lastName: '=HYPERLINK("http://x.test")', sex: 'M', mobilePhone: '+33 6 00 00 00 01' });
  await other.post('/api/client', { firstName: 'Autre', lastName: 'Praticien', sex: 'F', email: 'autre@exemple.fr' });
  const category = (await owner.post('/api/category', { name: 'Soins', tva: 'TVA5,5%' })).json() as { id: number };
  await owner.post('/api/product', { name: 'Sérum', type: 'Ampoule', refProduct: 'SE-1', productPrice: 1250, description: '<p>Fortifiant</p>', categoryDTO: { id: category.id } });
  await owner.post('/api/product', { name: 'Masque', type: 'Pot', refProduct: 'MA-1', productPrice: 12.5, categoryDTO: null });
});
afterAll(() => h?.close());

const exportList = (agent: Agent, kind: string, body: unknown) => agent.post(`/api/export/${kind}`, body);
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const practiceRows = (agent: { userId: number }) => h.database.db.select().from(practiceAuditLog).where(eq(practiceAuditLog.userId, agent.userId));

describe('export as French Excel opens it', () => {
  it('clients as CSV: BOM, ";", CRLF, French headers, dd/mm/yyyy; no health answer; the owner’s clients only; audited', async () => {
    const res = await exportList(owner, 'clients', { format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meche-clients-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Nom;Prénom;Sexe;Date de naissance;Email;Téléphone mobile;Téléphone fixe;Adresse (numéro et rue);Code postal;Ville;Commentaires');
    // The list's order: '=hyperlink…' sorts before 'dupre'; the formula is neutralised with a leading quote.
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x.test"")";Formule;Masculin;;;+33 6 00 00 00 01;;;;;`);
    expect(lines[2]).toBe('Dupré;Hélène;Féminin;05/03/1985;helene@exemple.fr;0612345678;;3, rue « Mouffetard »;75005;Paris;"Première ligne\nseconde ; avec ""guillemets"""');
    expect(text).not.toContain('SECRET-SANTÉ');
    expect(text).not.toContain('Praticien');
    const [row] = await practiceRows(owner);
    expect(row).toMatchObject({ action: 'export', detail: { kind: 'clients', format: 'csv', rows: 2, health: false } });
    // Without health answers, no client file's trail says it was exported.
    expect(await h.database.db.$count(auditLog, and(eq(auditLog.userId, owner.userId), eq(auditLog.action, 'export')))).toBe(0);
  });

  it('with health: true, adds the questionnaire’s answers and audits each client file like a GDPR export', async () => {
    const res = await exportList(owner, 'clients', { format: 'csv', health: true });
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('Traitement anticoagulant');
    expect(text).toContain(';Oui, SECRET-SANTÉ;');
    const trail = await h.database.db.select().from(auditLog).where(and(eq(auditLog.userId, owner.userId), eq(auditLog.action, 'export')));
    expect(trail).toHaveLength(2);
    const rows = await practiceRows(owner);
    expect(rows.at(-1)).toMatchObject({ action: 'export', detail: { kind: 'clients', health: true, rows: 2 }, requestId: trail[0]?.requestId });
    const refused = await exportList(owner, 'products', { format: 'csv', health: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: IMPORT_MSG.healthOnlyForClients });
  });

  it('products as CSV: prices "12,50", VAT "5,5 %", categories', async () => {
    const text = (await exportList(owner, 'products', { format: 'csv' })).rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Nom du produit;Type;Référence;Prix;Catégorie;TVA;Description',
      'Sérum;Ampoule;SE-1;1250,00;Soins;5,5 %;<p>Fortifiant</p>',
      'Masque;Pot;MA-1;12,50;;;',
    ]);
  });

  it('XLSX: one sheet, dates as dates, phones as text with their leading zero, prices as numbers', async () => {
    const res = await exportList(owner, 'clients', { format: 'xlsx' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meche-clients-${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Nom');
    expect(sheet.getRow(3).getCell(4).value).toEqual(new Date('1985-03-05T00:00:00Z'));
    expect(sheet.getRow(3).getCell(6).value).toBe('0612345678');
    // XLSX cells are typed: the formula-looking name is plain text there, no quote added.
    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://x.test")');
    const products = new ExcelJS.Workbook();
    await products.xlsx.load((await exportList(owner, 'products', { format: 'xlsx' })).rawPayload as unknown as ArrayBuffer);
    expect(products.worksheets[0]?.getRow(2).getCell(4).value).toBe(1250);
  });

  it('is POST only, behind the session, and checks its body', async () => {
    expect((await owner.get('/api/export/clients')).statusCode).toBe(404);
    expect((await h.anonymous().post('/api/export/clients', { format: 'csv' })).statusCode).toBe(401);
    expect((await exportList(owner, 'clients', { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('round trip: what Mèche exports, Mèche imports as it was', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`clients and products, ${format}`, async () => {
      const target = await h.practitioner(`round-trip-${format}@export.test`);
      for (const kind of ['clients', 'products'] as const) {
        const file = (await exportList(owner, kind, { format })).rawPayload;
        const type = format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        const preview = await target.call('POST', `/api/import/${kind}/preview?fileName=export.${format}`, { payload: file, headers: { 'content-type': type } });
        expect((preview.json() as ImportPreview).errors).toEqual([]);
        expect(Object.values((preview.json() as ImportPreview).mapping).filter(Boolean)).toHaveLength(kind === 'clients' ? 11 : 7);
        const res = await target.call('POST', `/api/import/${kind}?fileName=export.${format}`, { payload: file, headers: { 'content-type': type } });
        expect(res.json()).toEqual({ created: 2, merged: 0, skipped: 0 });
      }
      // Every imported field as stored (the list shows only some): the same for both practitioners.
      const stored = (userId: number) =>
        h.database.db
          .select(Object.fromEntries(CLIENT_IMPORT_FIELDS.map((f) => [f, clients[f]])) as Record<ClientImportField, (typeof clients)[ClientImportField]>)
          .from(clients)
          .where(eq(clients.userId, userId))
          .orderBy(clients.lastNameKey);
      expect(await stored(target.userId)).toEqual(await stored(owner.userId));
      const product = ({ id: _i, userId: _u, categoryDTO, ...rest }: Product) => ({ ...rest, category: categoryDTO && { name: categoryDTO.name, tva: categoryDTO.tva } });
      const myProducts = ((await owner.get('/api/products?size=100')).json() as Page<Product>).content.map(product);
      const theirProducts = ((await target.get('/api/products?size=100')).json() as Page<Product>).content.map(product);
      expect(theirProducts).toEqual(myProducts);
    });
  }
});
