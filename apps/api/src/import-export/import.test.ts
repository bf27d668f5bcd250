import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { IMPORT_MSG, MSG, type Client, type ImportPreview, type ImportRefusal, type ImportResult, type Page, type Product } from '@meche/contracts';
import { auditLog, clients, practiceAuditLog, products } from '../db/schema';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

let n = 0;
const practitioner = () => h.practitioner(`import-${++n}@import.test`);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function send(agent: Agent, url: string, bytes: Buffer, type = 'text/csv') {
  return agent.call('POST', url, { payload: bytes, headers: { 'content-type': type } });
}
const query = (params: Record<string, string | object | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

async function preview(agent: Agent, kind: string, bytes: Buffer, params: Record<string, string | object | undefined> = {}, type?: string) {
  const res = await send(agent, `/api/import/${kind}/preview?${query(params)}`, bytes, type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreview;
}
const commit = (agent: Agent, kind: string, bytes: Buffer, params: Record<string, string | object | undefined> = {}, type?: string) =>
  send(agent, `/api/import/${kind}?${query(params)}`, bytes, type);

/** Text as a Windows program writes it: CRLF, and in the given encoding. */
const utf8 = (text: string, bom = false) => Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8')]);
function windows1252(text: string): Buffer {
  const special: Record<string, number> = { '’': 0x92, '€': 0x80, 'œ': 0x9c };
  return Buffer.from([...text.replace(/\n/g, '\r\n')].map((ch) => special[ch] ?? ch.charCodeAt(0)));
}

async function storedClients(userId: number) {
  return h.database.db.select().from(clients).where(eq(clients.userId, userId)).orderBy(clients.id);
}

describe('reading files as other software writes them', () => {
  const FRENCH = 'Nom;Prénom;Civilité;Date de naissance;E-mail;Téléphone portable;Ville;Code postal\n' +
    'Dupré;Hélène;Mme;05/03/1985;helene@exemple.fr;06 12 34 56 78;Besançon;25000\n' +
    'L’Hôte;François;M.;12/11/1990;;0698765432;Fréjus;83600\n';

  it('UTF-8 with a BOM, ";" and French headers: every column matched, rows shown as stored', async () => {
    const agent = await practitioner();
    const p = await preview(agent, 'clients', utf8(FRENCH, true), { fileName: 'clients.csv' });
    expect(p).toMatchObject({ kind: 'clients', format: 'csv', encoding: 'utf-8', separator: ';', total: 2, errors: [], errorCount: 0, duplicates: [] });
    expect(p.headers[0]).toBe('Nom');
    expect(p.mapping).toEqual({
      Nom: 'lastName',
      Prénom: 'firstName',
      Civilité: 'sex',
      'Date de naissance': 'birthday',
      'E-mail': 'email',
      'Téléphone portable': 'mobilePhone',
      Ville: 'city',
      'Code postal': 'zipCode',
    });
    expect(p.rows[0]).toEqual({
      line: 2,
      values: expect.objectContaining({ lastName: 'Dupré', firstName: 'Hélène', sex: 'F', birthday: '1985-03-05', email: 'helene@exemple.fr', mobilePhone: '06 12 34 56 78', city: 'Besançon', homePhone: null }),
    });
    expect(p.fields.find((f) => f.field === 'lastName')).toEqual({ field: 'lastName', label: 'Nom', required: true });
    expect(await storedClients(agent.userId)).toHaveLength(0);
  });

  it('Windows-1252 with accents (é, ç, ’) and no BOM reads the same letters', async () => {
    const agent = await practitioner();
    const p = await preview(agent, 'clients', windows1252(FRENCH));
    expect(p.encoding).toBe('windows-1252');
    expect(p.rows.map((r) => [r.values.lastName, r.values.firstName, r.values.city])).toEqual([
      ['Dupré', 'Hélène', 'Besançon'],
      ['L’Hôte', 'François', 'Fréjus'],
    ]);
  });

  it('UTF-8 without BOM, "," and English headers (as Fresha-like software exports), quoted cells with separators and line breaks', async () => {
    const agent = await practitioner();
    const csv =
      'First Name,Last Name,Gender,Date of Birth,Email,Mobile Number,Address,Notes\n' +
      'Chloé,Martin,Female,1979-08-21,chloe@example.com,+33 6 11 22 33 44,"12, rue de la Paix","Cheveux fins,\nsensibles"\n' +
      'Paul,Durand,Male,21/08/1979,paul@example.com,0611223345,,\n';
    const p = await preview(agent, 'clients', utf8(csv));
    expect(p).toMatchObject({ encoding: 'utf-8', separator: ',', total: 2, errorCount: 0 });
    expect(p.mapping).toMatchObject({ 'First Name': 'firstName', 'Last Name': 'lastName', Gender: 'sex', 'Date of Birth': 'birthday', 'Mobile Number': 'mobilePhone', Address: 'streetName', Notes: 'comments' });
    expect(p.rows[0]?.values).toMatchObject({ sex: 'F', birthday: '1979-08-21', streetName: '12, rue de la Paix', comments: 'Cheveux fins,\r\nsensibles' });
    // The quoted cell spans two text lines: the next row is still row 3 of the spreadsheet.
    expect(p.rows[1]).toMatchObject({ line: 3, values: { sex: 'M', birthday: '1979-08-21' } });
  });

  it('an XLSX made by a spreadsheet: date cells, a phone number typed as a number, rich text', async () => {
    const agent = await practitioner();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clients');
    sheet.addRow(['Nom', 'Prénom', 'Sexe', 'Date de naissance', 'Mobile', 'Email']);
    sheet.addRow(['Petit', 'Inès', 'F', new Date(Date.UTC(1992, 1, 29)), 612345678, { text: 'ines@exemple.fr', hyperlink: 'mailto:ines@exemple.fr' }]);
    sheet.addRow(['Grand', { richText: [{ text: 'Jo' }, { text: 'ël', font: { bold: true } }] }, 'Homme', '03/04/2001', '0700000000', null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const p = await preview(agent, 'clients', bytes, { fileName: 'clients.xlsx' }, XLSX_TYPE);
    expect(p).toMatchObject({ format: 'xlsx', encoding: null, separator: null, total: 2, errorCount: 0 });
    expect(p.rows.map((r) => r.values)).toEqual([
      expect.objectContaining({ lastName: 'Petit', firstName: 'Inès', birthday: '1992-02-29', mobilePhone: '0612345678', email: 'ines@exemple.fr' }),
      expect.objectContaining({ lastName: 'Grand', firstName: 'Joël', sex: 'M', birthday: '2001-04-03' }),
    ]);
    const res = await commit(agent, 'clients', bytes, { fileName: 'clients.xlsx' }, XLSX_TYPE);
    expect(res.json()).toEqual({ created: 2, merged: 0, skipped: 0 });
  });

  it('refuses what is not a readable list, in French', async () => {
    const agent = await practitioner();
    const cases: [Buffer, string][] = [
      [Buffer.alloc(0), IMPORT_MSG.empty],
      [utf8('\n\n'), IMPORT_MSG.empty],
      [utf8('Nom;Prénom;Sexe\n'), IMPORT_MSG.noRows],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), IMPORT_MSG.unreadable],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2]), IMPORT_MSG.unreadable],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), IMPORT_MSG.unreadableXlsx],
    ];
    for (const [bytes, message] of cases) {
      const res = await send(agent, '/api/import/clients/preview', bytes);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const tooMany = utf8(`Nom;Prénom;Sexe\n${'A;B;F\n'.repeat(20_001)}`);
    expect((await send(agent, '/api/import/clients/preview', tooMany)).json()).toEqual({ message: IMPORT_MSG.tooManyRows(20_000) });
    // Empty lines between the rows do not let a longer file through in part.
    const spaced = utf8(`Nom;Prénom;Sexe\n${'A;B;F\n\n'.repeat(20_000)}A;B;F\n`);
    expect((await send(agent, '/api/import/clients/preview', spaced)).json()).toEqual({ message: IMPORT_MSG.tooManyRows(20_000) });
    const huge = await send(agent, '/api/import/clients/preview', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: IMPORT_MSG.tooLarge });
    expect((await send(agent, '/api/import/nothing/preview', utf8(FRENCH))).statusCode).toBe(400);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const res = await send(h.anonymous(), '/api/import/clients', utf8(FRENCH));
    expect(res.statusCode).toBe(401);
    expect((await send(h.anonymous(), '/api/export/clients', utf8('{"format":"csv"}'), 'application/json')).statusCode).toBe(401);
  });
});

describe('refusals: line and column, in French, and nothing stored', () => {
  it('says why each row is refused, and the commit answers 422 with the same list', async () => {
    const agent = await practitioner();
    const csv =
      'Nom;Prénom;Sexe;Date de naissance;Email;Mobile\n' +
      'Valide;Anne;F;01/02/1980;anne@exemple.fr;0601010101\n' +
      ';Sans nom;F;;;\n' +
      'Martin;Léa;X;31/02/1990;pas-un-email;06-AB\n' +
      'Futur;Jean;M;01/01/2999;;\n';
    const p = await preview(agent, 'clients', utf8(csv));
    expect(p.refusedRows).toBe(3);
    expect(p.errors).toEqual([
      { line: 3, column: 'Nom', message: MSG.required },
      { line: 4, column: 'Sexe', message: IMPORT_MSG.invalidSex },
      { line: 4, column: 'Date de naissance', message: IMPORT_MSG.invalidDate },
      { line: 4, column: 'Email', message: MSG.invalidEmail },
      { line: 4, column: 'Mobile', message: MSG.invalidPhone },
      { line: 5, column: 'Date de naissance', message: MSG.birthdayInFuture },
    ]);
    expect(p.rows.map((r) => r.line)).toEqual([2]);
    const res = await commit(agent, 'clients', utf8(csv));
    expect(res.statusCode).toBe(422);
    const body = res.json() as ImportRefusal;
    expect(body.message).toBe("Import refusé : 3 lignes en erreur. Rien n'a été enregistré ; corrigez le fichier et réessayez.");
    expect(body.errors).toEqual(p.errors);
    expect(await storedClients(agent.userId)).toHaveLength(0);
  });

  it('a required column the file lacks is said once, on the headers’ line', async () => {
    const agent = await practitioner();
    const p = await preview(agent, 'clients', utf8('Nom;Prénom\nA;B\nC;D\n'));
    expect(p.errors).toEqual([{ line: 1, column: null, message: IMPORT_MSG.missingColumn('Sexe') }]);
    expect(p.refusedRows).toBe(2);
    expect((await commit(agent, 'clients', utf8('Nom;Prénom\nA;B\n'))).statusCode).toBe(422);
  });

  it('the mapping sent corrects the automatic one; a field mapped twice or of another list is refused', async () => {
    const agent = await practitioner();
    const csv = utf8('Col A;Col B;Genre;Extra\nRoux;Lina;F;ignoré\n');
    const auto = await preview(agent, 'clients', csv);
    expect(auto.mapping).toEqual({ 'Col A': null, 'Col B': null, Genre: 'sex', Extra: null });
    const mapping = { 'Col A': 'lastName', 'Col B': 'firstName', Genre: 'sex', Extra: null };
    const p = await preview(agent, 'clients', csv, { mapping });
    expect(p.errors).toEqual([]);
    expect(p.rows[0]?.values).toMatchObject({ lastName: 'Roux', firstName: 'Lina' });
    const twice = await send(agent, `/api/import/clients/preview?${query({ mapping: { 'Col A': 'lastName', 'Col B': 'lastName' } })}`, csv);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: IMPORT_MSG.fieldMappedTwice('Nom') });
    const foreign = await send(agent, `/api/import/clients/preview?${query({ mapping: { 'Col A': 'productPrice' } })}`, csv);
    expect(foreign.json()).toEqual({ message: IMPORT_MSG.invalidMapping });
    expect((await send(agent, '/api/import/clients/preview?mapping=%7Bnot-json', csv)).statusCode).toBe(400);
    expect((await commit(agent, 'clients', csv, { mapping })).json()).toEqual({ created: 1, merged: 0, skipped: 0 });
  });
});

describe('duplicates', () => {
  it('finds same e-mail, same mobile, same name and birth date — in the file and among the practitioner’s clients, never another’s', async () => {
    const agent = await practitioner();
    const other = await practitioner();
    const existing = await agent.post('/api/client', { firstName: 'Rose', lastName: 'Lenoir', sex: 'F', email: 'Rose@Exemple.fr', mobilePhone: '0611111111', birthday: '1970-01-01' });
    const existingId = (existing.json() as Client).id;
    // Someone else's client with the same e-mail: never matched.
    await other.post('/api/client', { firstName: 'Zoé', lastName: 'Autre', sex: 'F', email: 'zoe@exemple.fr' });
    const csv =
      'Nom;Prénom;Sexe;Date de naissance;Email;Mobile;Ville\n' +
      'Lenoir;Rosa;F;;rose@exemple.fr;;Lyon\n' + // e-mail of a stored client (case ignored)
      'Blanc;Rose;F;;;+33 6 11 11 11 11;\n' + // mobile of a stored client, written another way
      'LENOIR;Rose;F;01/01/1970;;;\n' + // name and birth date of a stored client
      'Neuve;Iris;F;;iris@exemple.fr;;\n' +
      'Neuve;Iris bis;F;;IRIS@exemple.fr;;\n' + // repeats line 5
      'Autre;Zoé;F;;zoe@exemple.fr;;\n';
    const p = await preview(agent, 'clients', utf8(csv));
    const label = 'Lenoir Rose';
    expect(p.duplicates).toEqual([
      { line: 2, reason: 'email', existing: { id: existingId, label }, otherLine: null },
      { line: 3, reason: 'mobile', existing: { id: existingId, label }, otherLine: null },
      { line: 4, reason: 'name-birthday', existing: { id: existingId, label }, otherLine: null },
      { line: 6, reason: 'email', existing: null, otherLine: 5 },
    ]);
    expect(p.duplicateCount).toBe(4);

    const skipped = await commit(agent, 'clients', utf8(csv), { duplicates: 'skip' });
    expect(skipped.json()).toEqual({ created: 2, merged: 0, skipped: 4 });
    const rose = (await agent.get(`/api/client/${existingId}`)).json() as Client;
    expect(rose).toMatchObject({ firstName: 'Rose', city: null });
    // The other practitioner's client is untouched, and their list has only it.
    const theirs = await storedClients(other.userId);
    expect(theirs.map((c) => c.lastName)).toEqual(['Autre']);
  });

  it('merge fills the empty fields of the stored client, never overwrites, and audits it', async () => {
    const agent = await practitioner();
    const existing = await agent.post('/api/client', { firstName: 'Rose', lastName: 'Lenoir', sex: 'F', email: 'rose@exemple.fr', city: 'Paris' });
    const id = (existing.json() as Client).id;
    const csv = 'Nom;Prénom;Sexe;Email;Ville;Code postal;Mobile\nAutrenom;Rosa;M;rose@exemple.fr;Lyon;69001;0622222222\nNeuve;Iris;F;;;;\n';
    const res = await commit(agent, 'clients', utf8(csv), { duplicates: 'merge' });
    expect(res.json()).toEqual({ created: 1, merged: 1, skipped: 0 });
    const rose = (await agent.get(`/api/client/${id}`)).json() as Client;
    expect(rose).toMatchObject({ lastName: 'Lenoir', firstName: 'Rose', sex: 'F', city: 'Paris', zipCode: '69001', mobilePhone: '0622222222' });
    // Found by the list's search on the filled mobile.
    const found = (await agent.get('/api/clients?search=0622222222')).json() as Page<Client>;
    expect(found.content.map((c) => c.id)).toEqual([id]);
    const trail = await h.database.db.select().from(auditLog).where(eq(auditLog.clientId, id));
    expect(trail.map((a) => a.action)).toContain('update');
    const [summary] = await h.database.db.select().from(practiceAuditLog).where(eq(practiceAuditLog.userId, agent.userId));
    expect(summary).toMatchObject({ action: 'import', detail: { kind: 'clients', format: 'csv', rows: 2, created: 1, merged: 1, skipped: 0, duplicates: 'merge' } });
    // The imported and the filled client files have their rows under the import's request id.
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.requestId, summary?.requestId ?? ''));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });
});

describe('products', () => {
  it('bring their categories (created once, with their VAT) and their prices as written in French', async () => {
    const agent = await practitioner();
    await agent.post('/api/category', { name: 'Shampooings', tva: 'TVA20%' });
    const csv =
      'Produit;Type;Référence;Prix TTC;Catégorie;TVA;Description\n' +
      'Shampooing doux;Flacon;SH-1;12,50;shampooings;20 %;Pour cuir chevelu sensible\n' +
      'Sérum fortifiant;Ampoule;SE-1;1 250,00 €;Soins;5,5;\n' +
      'Lotion;Flacon;LO-1;9.90;Soins;0,055;<b>Riche</b>\n' +
      'Masque;Pot;MA-1;15;;;\n';
    const p = await preview(agent, 'products', windows1252(csv));
    expect(p.errors).toEqual([]);
    expect(p.rows.map((r) => r.values)).toEqual([
      { name: 'Shampooing doux', type: 'Flacon', refProduct: 'SH-1', productPrice: 12.5, category: 'Shampooings', tva: 'TVA20%', description: '<p>Pour cuir chevelu sensible</p>' },
      { name: 'Sérum fortifiant', type: 'Ampoule', refProduct: 'SE-1', productPrice: 1250, category: 'Soins', tva: 'TVA5,5%', description: '' },
      { name: 'Lotion', type: 'Flacon', refProduct: 'LO-1', productPrice: 9.9, category: 'Soins', tva: 'TVA5,5%', description: '<b>Riche</b>' },
      { name: 'Masque', type: 'Pot', refProduct: 'MA-1', productPrice: 15, category: null, tva: null, description: '' },
    ]);
    const res = await commit(agent, 'products', windows1252(csv));
    expect(res.json()).toEqual({ created: 4, merged: 0, skipped: 0 });
    const page = (await agent.get('/api/products?size=100')).json() as Page<Product>;
    const byName = Object.fromEntries(page.content.map((x) => [x.name, x]));
    expect(byName['Sérum fortifiant']).toMatchObject({ productPrice: 1250, categoryDTO: { name: 'Soins', tva: 'TVA5,5%' } });
    expect(byName['Shampooing doux']?.categoryDTO).toMatchObject({ name: 'Shampooings', tva: 'TVA20%' });
    expect(byName['Masque']?.categoryDTO).toBeNull();
    const categories = (await agent.get('/api/categories')).json() as { name: string }[];
    expect(categories.map((c) => c.name).sort()).toEqual(['Shampooings', 'Soins']);
  });

  it('refuses 10 %, a VAT without category, a VAT that contradicts the category, a bad price; same name is a duplicate', async () => {
    const agent = await practitioner();
    await agent.post('/api/category', { name: 'Soins', tva: 'TVA20%' });
    await agent.post('/api/product', { name: 'Existant', type: 'T', refProduct: 'R', productPrice: 1, categoryDTO: null });
    const csv =
      'Nom;Type;Ref;Prix;Catégorie;TVA\n' +
      'A;T;R;10;Divers;10 %\n' +
      'B;T;R;10;;20\n' +
      'C;T;R;10;soins;5,5\n' +
      'D;T;R;12,345;;\n' +
      'E;T;R;-3;;\n' +
      'existant;T;R;3;;\n' +
      'F;T;R;3;Nouvelle;20\n' +
      'G;T;R;3;Nouvelle;5,5\n';
    const p = await preview(agent, 'products', utf8(csv));
    expect(p.errors).toEqual([
      { line: 2, column: 'TVA', message: IMPORT_MSG.invalidTva },
      { line: 3, column: 'TVA', message: IMPORT_MSG.tvaWithoutCategory },
      { line: 4, column: 'TVA', message: IMPORT_MSG.categoryTvaMismatch('Soins', '20 %') },
      { line: 5, column: 'Prix', message: MSG.priceTooManyDecimals },
      { line: 6, column: 'Prix', message: MSG.priceNegative },
      { line: 9, column: 'TVA', message: IMPORT_MSG.categoryTvaMismatch('Nouvelle', '20 %') },
    ]);
    expect(p.duplicates).toEqual([{ line: 7, reason: 'name', existing: { id: expect.any(Number), label: 'Existant' }, otherLine: null }]);
  });
});

describe('all or nothing at 10,000 rows', () => {
  const header = 'Nom;Prénom;Sexe;Date de naissance;Email;Téléphone mobile;Ville\n';
  const row = (i: number) => `Nom${i};Prénom${i};${i % 2 ? 'F' : 'M'};${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${50 + (i % 50)};client${i}@exemple.fr;06${String(i).padStart(8, '0')};Ville ${i % 100}\n`;
  const file = (bad?: number) => utf8(header + Array.from({ length: 10_000 }, (_, i) => (i === bad ? row(i).replace(/;[FM];/, ';Z;') : row(i))).join(''), true);

  it('one bad row among 10,000 refuses the file: 422 naming it, nothing stored', async () => {
    const agent = await practitioner();
    const res = await commit(agent, 'clients', file(7_777));
    expect(res.statusCode).toBe(422);
    expect((res.json() as ImportRefusal).errors).toEqual([{ line: 7_779, column: 'Sexe', message: IMPORT_MSG.invalidSex }]);
    expect(await storedClients(agent.userId)).toHaveLength(0);
    expect(await h.database.db.select().from(practiceAuditLog).where(eq(practiceAuditLog.userId, agent.userId))).toEqual([]);
  });

  it('10,000 good rows go in at once, each client file with its audit row; importing again skips them all', async () => {
    const agent = await practitioner();
    const started = Date.now();
    const res = await commit(agent, 'clients', file());
    const elapsed = Date.now() - started;
    expect(res.json()).toEqual({ created: 10_000, merged: 0, skipped: 0 });
    expect(elapsed).toBeLessThan(60_000);
    const list = (await agent.get('/api/clients?size=1')).json() as Page<Client>;
    expect(list.totalElements).toBe(10_000);
    const audited = await h.database.db.$count(auditLog, and(eq(auditLog.userId, agent.userId), eq(auditLog.action, 'create')));
    expect(audited).toBe(10_000);
    const again = await commit(agent, 'clients', file());
    expect(again.json()).toEqual({ created: 0, merged: 0, skipped: 10_000 });
    expect(await h.database.db.$count(clients, eq(clients.userId, agent.userId))).toBe(10_000);
  }, 120_000);
});

describe('the same file sent twice at once (a double click)', () => {
  it('is stored once: the second import finds the first one’s rows and skips them', async () => {
    const agent = await practitioner();
    const csv = utf8(`Nom;Prénom;Sexe;Email\n${Array.from({ length: 200 }, (_, i) => `Nom${i};P;F;double${i}@exemple.fr`).join('\n')}\n`);
    const answers = await Promise.all([commit(agent, 'clients', csv), commit(agent, 'clients', csv)]);
    expect(answers.map((a) => a.json() as ImportResult).sort((a, b) => b.created - a.created)).toEqual([
      { created: 200, merged: 0, skipped: 0 },
      { created: 0, merged: 0, skipped: 200 },
    ]);
    expect(await h.database.db.$count(clients, eq(clients.userId, agent.userId))).toBe(200);
  });
});

describe('products are the practitioner’s own', () => {
  it('never match or touch another practitioner’s products or categories', async () => {
    const agent = await practitioner();
    const other = await practitioner();
    await other.post('/api/category', { name: 'Soins', tva: 'TVA20%' });
    await other.post('/api/product', { name: 'Sérum', type: 'T', refProduct: 'R', productPrice: 1, categoryDTO: null });
    const res = await commit(agent, 'products', utf8('Nom;Type;Référence;Prix;Catégorie;TVA\nSérum;T;R;2;Soins;5,5\n'), { duplicates: 'merge' });
    expect(res.json()).toEqual({ created: 1, merged: 0, skipped: 0 });
    const theirs = await h.database.db.select().from(products).where(eq(products.userId, other.userId));
    expect(theirs.map((p) => p.productPrice)).toEqual(['1.00']);
    const result: ImportResult = res.json();
    expect(result.created).toBe(1);
  });
});
