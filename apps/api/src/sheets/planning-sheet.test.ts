import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PLANNING_MESSAGE, type AuditEntry, type Client, type MailMessageList, type Program } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { pdfText } from '../test/pdf-text';
import { expectRefusedWithoutAddress, sendSheet } from '../test/sheet-mail';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

let h: Harness;
let smtp: SmtpSink;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let program: Program;
let clientId: number;

const SERUM = 'Sérum fortifiant — 5 ml';

beforeAll(async () => {
  smtp = await startSmtpSink();
  h = await createHarness({ mail: { smtpUrl: smtp.url, from: 'Institut <courrier@cabinet.test>', pollingIntervalS: 0.5, retry: { retries: 1, retryDelayS: 1 } } });
  me = await h.practitioner('planning@pdf.test');
  other = await h.practitioner('other@planning.test');
  await me.put('/api/settings', { name: 'Institut Lumière', address: '3 rue des Lilas, Lyon', phone: '0401020304', siret: '12345678900012' });
  const serum = (await me.post('/api/product', { name: 'Sérum fortifiant', type: 'Sérum', refProduct: 'SF-01', productPrice: 24.5, contraindications: ['anticoagulants'] })).json() as { id: number };
  const lotion = (await me.post('/api/product', { name: 'Lotion douce', type: 'Lotion', refProduct: 'LD-02', productPrice: 10 })).json() as { id: number };
  const client = (await me.post('/api/client', { firstName: 'Nina', lastName: 'Planning', sex: 'F', email: 'nina@client.test', anticoagulants: 'Oui, Kardegic' })).json() as Client;
  clientId = client.id;
  // Starts on Wednesday 2 December 2026: week 1 runs Wednesday to Tuesday, week 2 has no tick, week 3 one.
  const res = await me.post('/api/program', {
    clientId,
    programReference: 'Cure hiver',
    startDate: '2026-12-02',
    cares: [
      {
        productDTO: { id: serum.id },
        quantity: 1,
        dose: '5 ml',
        durationWeeks: 3,
        weeks: [1, 1, 1, 3],
        daysOfWeek: ['MONDAY', 'WEDNESDAY', 'WEDNESDAY', 'FRIDAY'],
        timeSlot: ['Matin', 'Matin', 'Soir', 'Soir'],
        acknowledgedContraindications: ['anticoagulants'],
      },
      { productDTO: { id: lotion.id }, quantity: 1, weeks: [1], daysOfWeek: ['WEDNESDAY'], timeSlot: ['Soir'] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  program = res.json() as Program;
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const count = (text: string, part: string) => text.split(part).length - 1;

/** What the planning sheet must say: the header, the stored start's weeks and dates, each tick where it was made, the doses. */
function expectPlanning(text: string) {
  for (const expected of ['Institut Lumière', '3 rue des Lilas, Lyon', 'SIRET 12345678900012', 'Client : Nina Planning', 'Du 02/12/2026 au 22/12/2026', 'Planning des soins — Nina Planning', 'Programme : Cure hiver']) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('Du 09/12/2026 au 15/12/2026');
  const [, week1 = '', week3 = ''] = text.split(/Du 02\/12\/2026 au 08\/12\/2026 |Du 16\/12\/2026 au 22\/12\/2026 /);
  expect(week1).toMatch(/^mercredi 02\/12\/2026 jeudi 03\/12\/2026 .* lundi 07\/12\/2026 mardi 08\/12\/2026 Matin /);
  const [morning1 = '', evening1 = ''] = week1.split(' Soir ');
  expect(count(morning1, SERUM)).toBe(2);
  expect(count(evening1, SERUM)).toBe(1);
  expect(count(evening1, 'Lotion douce')).toBe(1);
  expect(count(morning1, 'Lotion douce')).toBe(0);
  expect(week3).toContain('vendredi 18/12/2026');
  const [morning3 = '', evening3 = ''] = week3.split(' Soir ');
  expect(count(morning3, SERUM)).toBe(0);
  expect(count(evening3, SERUM)).toBe(1);
  // The planning carries no health answer, whatever the file holds.
  expect(text).not.toContain('Points de vigilance');
  expect(text).not.toContain('Kardegic');
}

describe('the planning sheet as a PDF', () => {
  it('has the printed sheet’s header, the stored start’s weeks and dates, Matin and Soir ticks and doses, and no vigilance point', async () => {
    const res = await me.post(`/api/sheet/planning/${program.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="planning-${program.id}.pdf"`);
    expectPlanning(await pdfText(res.rawPayload));
    const audit = ((await me.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).not.toContain('export');
  });

  it('says in French that a planning without a saved tick makes no sheet', async () => {
    const lotion = program.cares[1]?.productDTO.id ?? 0;
    const empty = (await me.post('/api/program', { clientId, programReference: 'Vide', cares: [{ productDTO: { id: lotion }, quantity: 1 }] })).json() as Program;
    for (const url of [`/api/sheet/planning/${empty.id}`, `/api/sheet/planning/${empty.id}/email`]) {
      const res = await me.post(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EMPTY_PLANNING_MESSAGE });
    }
  });

  it('is another practitioner’s 404, 401 without a session and 412 with a revoked one', async () => {
    for (const url of [`/api/sheet/planning/${program.id}`, `/api/sheet/planning/${program.id}/email`]) {
      expect((await other.post(url)).statusCode).toBe(404);
      expect((await h.anonymous().post(url)).statusCode).toBe(401);
    }
    const leaving = await h.practitioner('leaving@planning.test');
    const own = (await leaving.post('/api/client', { firstName: 'Eve', lastName: 'Partie', sex: 'F' })).json() as Client;
    const product = (await leaving.post('/api/product', { name: 'Huile', type: 'Huile', refProduct: 'H-1', productPrice: 5 })).json() as { id: number };
    const mine = (await leaving.post('/api/program', { clientId: own.id, cares: [{ productDTO: { id: product.id }, quantity: 1, weeks: [1], daysOfWeek: ['MONDAY'], timeSlot: ['Matin'] }] })).json() as Program;
    expect((await leaving.post(`/api/sheet/planning/${mine.id}`)).statusCode).toBe(200);
    const replay = h.anonymous();
    for (const [name, value] of leaving.jar) replay.jar.set(name, value);
    expect((await leaving.post('/api/logout')).statusCode).toBe(204);
    expect((await replay.post(`/api/sheet/planning/${mine.id}`)).statusCode).toBe(412);
    expect((await replay.post(`/api/sheet/planning/${mine.id}/email`)).statusCode).toBe(412);
  });
});

describe('the planning sheet sent by e-mail', () => {
  it('queues the PDF for the client’s address, and the SMTP server receives the same planning attached', async () => {
    const text = await sendSheet(
      me,
      smtp,
      { url: `/api/sheet/planning/${program.id}/email` },
      { to: 'nina@client.test', subject: 'Votre planning de soins — Cure hiver (Institut Lumière)', greeting: 'Bonjour Nina', fileName: `planning-${program.id}.pdf` },
    );
    expectPlanning(text);
    const listed = (await me.get('/api/messages')).json() as MailMessageList;
    expect(listed.messages[0]).toMatchObject({ kind: 'document', recipient: 'nina@client.test', clientId });
  });

  it('says in French that a client without an address cannot be sent anything, and queues nothing', async () => {
    await expectRefusedWithoutAddress(me, { id: clientId, firstName: 'Nina', lastName: 'Planning' }, `/api/sheet/planning/${program.id}/email`);
  });
});
