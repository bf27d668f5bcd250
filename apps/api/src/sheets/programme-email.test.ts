import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, Client, MailMessageList, Program } from '@meche/contracts';
import { mailMessages } from '../db/schema';
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

beforeAll(async () => {
  smtp = await startSmtpSink();
  h = await createHarness({ mail: { smtpUrl: smtp.url, from: 'Institut <courrier@cabinet.test>', pollingIntervalS: 0.5, retry: { retries: 1, retryDelayS: 1 } } });
  me = await h.practitioner('mailpdf@pdf.test');
  other = await h.practitioner('other@mailpdf.test');
  await me.put('/api/settings', { name: 'Institut Lumière' });
  const serum = (await me.post('/api/product', { name: 'Sérum fortifiant', type: 'Sérum', refProduct: 'SF-01', productPrice: 24.5 })).json() as { id: number };
  const client = (await me.post('/api/client', { firstName: 'Nina', lastName: 'Courriel', sex: 'F', email: 'nina@client.test', enceinte: 'Oui, 4 mois' })).json() as Client;
  clientId = client.id;
  const res = await me.post('/api/program', { clientId, programReference: 'Cure hiver', cares: [{ productDTO: { id: serum.id }, quantity: 2 }] });
  expect(res.statusCode, res.body).toBe(201);
  program = res.json() as Program;
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const auditActions = async () => ((await me.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[]).map((a) => a.action);

describe('the programme sheet sent by e-mail', () => {
  it('queues the PDF for the client’s address, and the SMTP server receives it attached, without vigilance points', async () => {
    const text = await sendSheet(
      me,
      smtp,
      { url: `/api/sheet/program/${program.id}/email`, body: {} },
      { to: 'nina@client.test', subject: 'Votre programme de soins — Cure hiver (Institut Lumière)', greeting: 'Bonjour Nina', fileName: `programme-${program.id}.pdf` },
    );
    expect(text).toContain('Client : Nina Courriel');
    expect(text).toContain('Sérum fortifiant');
    expect(text).not.toContain('Points de vigilance');
    expect(text).not.toContain('4 mois');
    expect(await auditActions()).not.toContain('export');
    const listed = (await me.get('/api/messages')).json() as MailMessageList;
    expect(listed.messages[0]).toMatchObject({ kind: 'document', recipient: 'nina@client.test', clientId });
  });

  it('keeps no copy of the sheet once it has left: the message row holds to whom and what, not the PDF', async () => {
    const sent = async () => (await h.database.db.select().from(mailMessages).where(eq(mailMessages.clientId, clientId)))[0];
    await vi.waitFor(async () => expect((await sent())?.status).toBe('sent'), { timeout: 10_000, interval: 100 });
    expect(await sent()).toMatchObject({ subject: 'Votre programme de soins — Cure hiver (Institut Lumière)', textBody: '', htmlBody: null, attachments: [] });
  });

  it('adds the vigilance points when asked, audited as an export', async () => {
    expect((await me.post(`/api/sheet/program/${program.id}/email`, { vigilance: true })).statusCode).toBe(200);
    const received = await smtp.waitFor(2);
    const text = await pdfText(received[1]?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain('Points de vigilance');
    expect(text).toContain('« Oui, 4 mois »');
    expect(await auditActions()).toContain('export');
  });

  it('says in French that a client without an address cannot be sent anything, and queues nothing', async () => {
    await expectRefusedWithoutAddress(me, { id: clientId, firstName: 'Nina', lastName: 'Courriel' }, `/api/sheet/program/${program.id}/email`);
  });

  it('is another practitioner’s 404, and refuses a malformed choice', async () => {
    expect((await other.post(`/api/sheet/program/${program.id}/email`, {})).statusCode).toBe(404);
    expect((await me.post(`/api/sheet/program/${program.id}/email`, { vigilance: 'oui' })).statusCode).toBe(400);
  });
});
