import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Client, Program } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { pdfText } from '../test/pdf-text';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let program: Program;
let clientId: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('pdf@pdf.test', { name: 'Praticienne PDF' });
  other = await h.practitioner('other@pdf.test');
  await me.put('/api/settings', { name: 'Institut Lumière', address: '3 rue des Lilas, Lyon', phone: '0401020304', siret: '12345678900012' });
  const category = (await me.post('/api/category', { name: 'Soins', tva: 'TVA20%' })).json() as { id: number };
  const serum = (await me.post('/api/product', { name: 'Sérum fortifiant', type: 'Sérum', refProduct: 'SF-01', productPrice: 24.5, categoryDTO: { id: category.id }, contraindications: ['anticoagulants'] })).json() as { id: number };
  const lotion = (await me.post('/api/product', { name: 'Lotion douce', type: 'Lotion', refProduct: 'LD-02', productPrice: 10 })).json() as { id: number };
  const client = (await me.post('/api/client', { firstName: 'Nina', lastName: 'Papier', sex: 'F', anticoagulants: 'Oui, Kardegic', enceinte: 'Oui, 4 mois' })).json() as Client;
  clientId = client.id;
  const res = await me.post('/api/program', {
    clientId,
    programReference: 'Cure automne',
    cares: [
      { productDTO: { id: serum.id }, quantity: 2, acknowledgedContraindications: ['anticoagulants'] },
      { productDTO: { id: lotion.id }, quantity: 3 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  program = res.json() as Program;
});
afterAll(() => h?.close());

describe('the programme sheet as a PDF', () => {
  it('has the printed sheet’s header, lines and totals, and no vigilance point unless asked', async () => {
    const res = await me.post(`/api/sheet/program/${program.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="programme-${program.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Institut Lumière',
      '3 rue des Lilas, Lyon',
      'Client : Nina Papier',
      'Programme de soins — Cure automne',
      'Sérum fortifiant Sérum SF-01 Soins (TVA 20%) 24.50 € 2 49.00 €',
      'Lotion douce Lotion LD-02 Sans catégorie (Sans TVA) 10.00 € 3 30.00 €',
      'Total HT 70.83 €',
      'TVA 20 % (sur 40.83 € HT) 8.17 €',
      'Prix Total du Programme (TTC) 79.00 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Points de vigilance');
    expect(text).not.toContain('Kardegic');
    expect(text).not.toContain('4 mois');
    const audit = ((await me.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).not.toContain('export');
  });

  it('adds the vigilance points with the products concerned when ticked, and audits that health answers left', async () => {
    const res = await me.post(`/api/sheet/program/${program.id}`, { vigilance: true });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Points de vigilance');
    expect(text).toContain('« Oui, Kardegic »');
    expect(text).toContain('Produits concernés : Sérum fortifiant');
    expect(text).toContain('« Oui, 4 mois »');
    const audit = ((await me.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).toContain('export');
  });

  it('is another practitioner’s 404, and refuses a malformed choice', async () => {
    expect((await other.post(`/api/sheet/program/${program.id}`, {})).statusCode).toBe(404);
    expect((await me.post(`/api/sheet/program/${program.id}`, { vigilance: 'oui' })).statusCode).toBe(400);
  });
});
