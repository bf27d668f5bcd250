import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CURRENT_CONSENT_VERSION, MSG, type AuditEntry, type Client, type MailMessageList, type Proposal, type QuestionnaireLink } from '@meche/contracts';
import type { App } from '../types';
import { rowsMentioning, snapshotDatabase } from '../test/db-snapshot';
import { HOST, ORIGIN, createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, signatureDataUrl, tokenOf } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let signature: string;

beforeAll(async () => {
  h = await createHarness({ formMaxPerLink: 8, formMaxPerIp: 1000 });
  me = await h.practitioner('links@links.test', { name: 'Cabinet Lumière' });
  other = await h.practitioner('other@links.test');
  signature = await signatureDataUrl();
});
afterAll(() => h?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.database.db.execute(query)) as { rows: T[] }).rows;
const newClient = async (marker: string) => ((await me.post('/api/client', { ...clientBody(marker), stress: `Non ${marker}` })).json() as Client).id;
const newLink = async (clientId: number) => {
  const res = await me.post(`/api/client/${clientId}/questionnaire-link`);
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res);
};
const submission = (answers: Record<string, string> = { stress: 'Oui, travail', pelade: 'Non', anticoagulants: 'Oui, Kardegic' }) => ({
  answers,
  consent: true,
  signature,
});
/** The client's browser: no cookie, the page's own origin, an address of its own. */
const clientCall = (app: App, method: 'GET' | 'POST', url: string, body?: unknown, remoteAddress = '203.0.113.7') =>
  app.inject({
    method,
    url,
    remoteAddress,
    headers: { host: HOST, origin: ORIGIN, 'user-agent': 'Mozilla/5.0 (iPhone) Test', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
const page = (token: string, address?: string) => clientCall(h.app, 'GET', `/formulaire/${token}`, undefined, address);
const submit = (token: string, body: unknown = submission(), address?: string) => clientCall(h.app, 'POST', `/api/form/${token}`, body, address);
const untouched = () => snapshotDatabase(h.database.db, { except: ['login_attempts'] });

describe('the client’s link', () => {
  it('is queued by e-mail to a client with an address, and only shown for one without', async () => {
    const id = await newClient('EMAILED');
    const res = await me.post(`/api/client/${id}/questionnaire-link`);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { url: string; emailedTo: string | null };
    expect(body.emailedTo).toBe('emailed@client.test');
    const [mail] = (await me.get('/api/messages')).json<MailMessageList>().messages;
    expect(mail).toMatchObject({ kind: 'document', recipient: 'emailed@client.test', clientId: id, status: 'queued' });
    const [stored] = await rows<{ text_body: string }>(sql`select text_body from mail_messages where id = ${mail?.id}`);
    expect(stored?.text_body).toContain(body.url);
    expect(stored?.text_body).toContain('valable 7 jours et pour un seul envoi');

    const silent = ((await me.post('/api/client', { ...clientBody('NOMAIL'), email: '' })).json() as Client).id;
    const shown = await me.post(`/api/client/${silent}/questionnaire-link`);
    expect(shown.json()).toMatchObject({ emailedTo: null });
    expect(await rowsMentioning(h.database.db, tokenOf(shown))).toEqual({});
  });

  it('is made for one client: 256 random bits, only their hash stored, 7 days, shown as an address and a QR code, audited', async () => {
    const id = await newClient('LINK');
    const res = await me.post(`/api/client/${id}/questionnaire-link`);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { link: QuestionnaireLink; url: string; qrSvg: string };
    expect(body.url).toMatch(new RegExp(`^http://${HOST}/formulaire/[A-Za-z0-9_-]{43}$`));
    expect(body.qrSvg).toContain('<svg');
    expect(body.link).toMatchObject({ clientId: id, state: 'active' });
    const days = (Date.parse(body.link.expiresAt) - Date.parse(body.link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    // Only the queued e-mail to the client carries the address (the link itself is stored as its hash).
    expect(await rowsMentioning(h.database.db, tokenOf(res))).toEqual({ mail_messages: 1 });
    expect((await me.get(`/api/client/${id}/questionnaire-link`)).json()).toMatchObject({ id: body.link.id, state: 'active' });
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).toContain('questionnaire-link-create');
    expect((await other.post(`/api/client/${id}/questionnaire-link`)).statusCode).toBe(404);
    expect((await other.get(`/api/client/${id}/questionnaire-link`)).statusCode).toBe(404);
  });

  it('opens a French page with the practice’s name, the consent text and empty questions: nothing of the file', async () => {
    const id = await newClient('PAGEMARK');
    const res = await page(await newLink(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('Cabinet Lumière');
    expect(res.body).toContain('Consentement au traitement de données de santé');
    expect(res.body).toContain('Traitement anticoagulant');
    expect(res.body).not.toContain('PAGEMARK');
    expect(res.body).not.toMatch(/ value="(?!Non"|Oui")/);
    const script = await clientCall(h.app, 'GET', '/formulaire/assets/signature_pad.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await clientCall(h.app, 'GET', '/formulaire/assets/..%2Fpage.ts')).statusCode).toBe(400);
    expect((await clientCall(h.app, 'GET', '/formulaire/assets/page.ts')).statusCode).toBe(404);
  });

  it('carries none of the shell’s preload hints: its CSP would refuse them', async () => {
    const site = mkdtempSync(join(tmpdir(), 'meche-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Mèche</title>');
    writeFileSync(join(site, 'remotes.json'), JSON.stringify({ clients: 'http://localhost:4201/mf-manifest.json' }));
    const app = await h.buildAnother({ staticDir: site });
    const shell = await app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    expect(shell.headers.link).toContain('remote.json');
    const res = await clientCall(app, 'GET', `/formulaire/${await newLink(await newClient('HINTS'))}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('takes one submission: the answers wait beside the file, the signed consent is recorded with its proof', async () => {
    const id = await newClient('SUBMIT');
    const token = await newLink(id);
    const res = await submit(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.questionnaireReceived });

    const file = (await me.get(`/api/client/${id}`)).json() as Client;
    // Nothing of the answers in the file before the practitioner decides.
    expect(file).toMatchObject({ stress: 'Non SUBMIT', pelade: null, anticoagulants: 'Oui SUBMIT' });
    expect(file.consent).toMatchObject({
      method: 'link',
      textVersion: CURRENT_CONSENT_VERSION,
      recordedBy: me.userId,
      signedFrom: { address: '203.0.113.7', browser: 'Mozilla/5.0 (iPhone) Test' },
    });
    expect(file.consent?.signature).toMatch(/^data:image\/png;base64,/);
    const proposal = (await me.get(`/api/client/${id}/proposal`)).json() as Proposal;
    expect(proposal.answers).toEqual({ stress: 'Oui, travail', pelade: 'Non', anticoagulants: 'Oui, Kardegic' });
    expect((await other.get(`/api/client/${id}/proposal`)).statusCode).toBe(404);
    expect((await me.get(`/api/client/${id}/questionnaire-link`)).json()).toMatchObject({ state: 'submitted' });
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['questionnaire-submit', 'consent-record']));

    // Used: the same page and answer as any other refusal, nothing stored.
    const before = await untouched();
    const again = await submit(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MSG.linkUnusable });
    // Whatever the body: a malformed one tells no more about a spent link.
    expect((await submit(token, { consent: false })).json()).toEqual({ message: MSG.linkUnusable });
    const reopened = await page(token);
    expect(reopened.statusCode).toBe(404);
    expect(reopened.body).toContain(MSG.linkUnusable.replace('’', '&#39;').replace('&#39;', '’'));
    expect(await untouched()).toEqual(before);
  });

  it('refuses a wrong, malformed, expired or revoked token with the same French answer and stores nothing', async () => {
    const id = await newClient('REFUSED');
    const expired = await newLink(id);
    await h.database.db.execute(sql`update questionnaire_links set expires_at = now() - interval '1 second' where client_id = ${id}`);
    const revoked = await newLink(id);
    expect((await me.delete(`/api/client/${id}/questionnaire-link`)).statusCode).toBe(204);
    expect((await me.get(`/api/client/${id}/questionnaire-link`)).json()).toMatchObject({ state: 'revoked' });
    expect((await other.delete(`/api/client/${id}/questionnaire-link`)).statusCode).toBe(404);
    const wrong = 'A'.repeat(43);
    const before = await untouched();
    for (const token of [expired, revoked, wrong, 'court', `${revoked}x`]) {
      const res = await submit(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual({ message: MSG.linkUnusable });
      const html = await page(token);
      expect(html.statusCode).toBe(404);
      expect(html.body).toContain('Ce lien ne peut pas être utilisé');
      expect(html.body).not.toContain('REFUSED');
    }
    expect(await untouched()).toEqual(before);
    expect((await me.get(`/api/client/${id}/proposal`)).json()).toBeNull();
  });

  it('refuses a huge or malformed submission with nothing stored, and the link still works after', async () => {
    const id = await newClient('MALFORMED');
    const token = await newLink(id);
    const before = await untouched();
    const huge = await submit(token, { ...submission(), signature: `data:image/png;base64,${'A'.repeat(600_000)}` });
    expect(huge.statusCode).toBe(413);
    const cases: [unknown, number][] = [
      [{ ...submission(), signature: `data:image/png;base64,${'A'.repeat(300_004)}` }, 400],
      [{ ...submission(), answers: { stress: 'x'.repeat(5001) } }, 400],
      [{ ...submission(), answers: { motDePasse: 'x' } }, 400],
      [{ ...submission(), consent: false }, 400],
      [{ ...submission(), signature: 'data:image/png;base64,AAAA' }, 400],
      [{ ...submission(), signature: 'data:image/svg+xml;base64,AAAA' }, 400],
      ['{"answers":', 400],
    ];
    for (const [body, status] of cases) {
      const res = await submit(token, body);
      expect(res.statusCode, res.body).toBe(status);
    }
    expect((await submit(token, { ...submission(), consent: false })).json()).toMatchObject({ consent: MSG.consentRequired });
    expect(await untouched()).toEqual(before);
    expect((await submit(token, submission())).statusCode).toBe(200);
  });
});

describe('the practitioner decides', () => {
  it('accepts field by field: only those answers enter the file, audited as a change; the rest dropped', async () => {
    const id = await newClient('DECIDE');
    await submit(await newLink(id), submission({ stress: 'Oui DROPPEDMARK', pelade: 'Non', anticoagulants: 'Oui, Kardegic' }));
    expect((await other.post(`/api/client/${id}/proposal/decision`, { accept: ['stress'] })).statusCode).toBe(404);
    expect((await me.post(`/api/client/${id}/proposal/decision`, { accept: ['inconnu'] })).statusCode).toBe(400);
    const res = await me.post(`/api/client/${id}/proposal/decision`, { accept: ['anticoagulants', 'pelade'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stress: 'Non DECIDE', anticoagulants: 'Oui, Kardegic', pelade: 'Non' });
    expect((await me.get(`/api/client/${id}/proposal`)).json()).toBeNull();
    expect(await rowsMentioning(h.database.db, 'DROPPEDMARK')).toEqual({});
    const again = await me.post(`/api/client/${id}/proposal/decision`, { accept: ['stress'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.proposalGone });
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit.filter((a) => a === 'update')).toHaveLength(1);
  });

  it('a withdrawal erases the signature and the answers still waiting', async () => {
    const id = await newClient('WITHDRAWN');
    await submit(await newLink(id), submission({ stress: 'Oui SIGNEDMARK' }));
    const res = await me.post(`/api/client/${id}/consent/withdrawal`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me.get(`/api/client/${id}`)).json()).toMatchObject({ consent: null });
    expect(await rowsMentioning(h.database.db, 'SIGNEDMARK')).toEqual({});
    expect(await rows(sql`select id from questionnaire_links where client_id = ${id}`)).toEqual([]);
    expect(await rows(sql`select id from clients where id = ${id} and (consent_signature is not null or consent_signed_from_address is not null)`)).toEqual([]);
  });
});

describe('throttling of the public routes', () => {
  it('per link, shared by two API processes: past the limit 429 with Retry-After, before the link is looked up', async () => {
    const id = await newClient('THROTTLE');
    const token = await newLink(id);
    const first = await h.buildOnOwnConnection({ formMaxPerLink: 8, formMaxPerIp: 1000 });
    const second = await h.buildOnOwnConnection({ formMaxPerLink: 8, formMaxPerIp: 1000 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await clientCall(i % 2 ? first : second, 'GET', `/formulaire/${token}`, undefined, `198.51.100.${i}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await clientCall(first, 'POST', `/api/form/${token}`, submission(), '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.linkThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me.get(`/api/client/${id}/proposal`)).json()).toBeNull();
    // The counters name no link: only hashes of the token are keys (the e-mail that carried it is its only mention).
    expect(await rowsMentioning(h.database.db, token)).toEqual({ mail_messages: 1 });
  });

  it('per address, across links and processes', async () => {
    const first = await h.buildOnOwnConnection({ formMaxPerLink: 1000, formMaxPerIp: 5 });
    const second = await h.buildOnOwnConnection({ formMaxPerLink: 1000, formMaxPerIp: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await clientCall(i % 2 ? first : second, 'GET', `/formulaire/${'B'.repeat(42)}${i}`, undefined, '192.0.2.44');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const other = await clientCall(first, 'GET', `/formulaire/${'B'.repeat(43)}`, undefined, '192.0.2.45');
    expect(other.statusCode).toBe(404);
  });
});
