import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { CURRENT_CONSENT_VERSION, MSG, QUESTIONNAIRE_FIELDS, type AuditEntry, type Client, type ConsentWithdrawalResult, type Photo, type Program } from '@meche/contracts';
import { rowsMentioning } from '../test/db-snapshot';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('consent@consent.test');
  other = await h.practitioner('other@consent.test');
});
afterAll(() => h?.close());

const newClient = async (marker: string) => ((await me.post('/api/client', { ...clientBody(marker), stress: 'Oui', pelade: 'Non' })).json() as Client).id;

describe('consent to process health data', () => {
  it('reads as not given until recorded; is recorded with its date, way and text version, and audited', async () => {
    const id = await newClient('CONSENT');
    expect(((await me.get(`/api/client/${id}`)).json() as Client).consent).toBeNull();

    const recorded = await me.put(`/api/client/${id}/consent`, { givenOn: '2026-01-12', method: 'tablet' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((recorded.json() as Client).consent).toEqual({
      givenOn: '2026-01-12',
      method: 'tablet',
      textVersion: CURRENT_CONSENT_VERSION,
      recordedAt: expect.any(String),
      recordedBy: me.userId,
      signature: null,
      signedFrom: null,
    });
    expect(((await me.get(`/api/client/${id}`)).json() as Client).consent).toMatchObject({ method: 'tablet' });
    // Editing the file (the spec's form knows nothing of consent) keeps it.
    await me.put(`/api/client/${id}`, { ...clientBody('CONSENT'), stress: 'Un peu' });
    expect(((await me.get(`/api/client/${id}`)).json() as Client).consent).toMatchObject({ givenOn: '2026-01-12' });

    const bad = await me.put(`/api/client/${id}/consent`, { givenOn: '2999-01-01', method: 'oral', textVersion: 'v0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ givenOn: MSG.consentDateInFuture, method: MSG.invalidConsentMethod, textVersion: MSG.invalidConsentVersion });
    expect((await other.put(`/api/client/${id}/consent`, { givenOn: '2026-01-12', method: 'paper' })).statusCode).toBe(404);
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit.filter((a) => a === 'consent-record')).toHaveLength(1);
  });

  it('withdrawn with an explicit confirmation, erases the health answers, photos and acknowledgements, keeps identity and programmes', async () => {
    const id = await newClient('WITHDRAW');
    await me.put(`/api/client/${id}/consent`, { givenOn: '2026-01-12', method: 'paper' });
    const upload = await me.call('POST', `/api/client/${id}/photos?takenOn=2026-01-12&zone=Front`, { payload: await cameraJpeg(), headers: { 'content-type': 'image/jpeg' } });
    expect(upload.statusCode).toBe(201);
    const product = (await me.post('/api/product', { name: 'Lotion', type: 'Soin', refProduct: 'L1', productPrice: 5, contraindications: ['anticoagulants'] })).json() as { id: number };
    const program = await me.post('/api/program', { clientId: id, cares: [{ productDTO: { id: product.id }, quantity: 1, acknowledgedContraindications: ['anticoagulants'] }] });
    expect(program.statusCode, program.body).toBe(201);

    for (const body of [{}, { confirm: false }, { confirm: 'oui' }]) {
      const refused = await me.post(`/api/client/${id}/consent/withdrawal`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ confirm: MSG.confirmWithdrawal });
    }
    expect((await other.post(`/api/client/${id}/consent/withdrawal`, { confirm: true })).statusCode).toBe(404);
    expect(((await me.get(`/api/client/${id}/photos`)).json() as Photo[]).length).toBe(1);

    const res = await me.post(`/api/client/${id}/consent/withdrawal`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ConsentWithdrawalResult;
    // clientBody declares three health answers, this client two more.
    expect(result).toMatchObject({ erasedAnswers: 5, erasedPhotos: 1 });
    expect(result.client).toMatchObject({ id, firstName: 'Prénom WITHDRAW', lastName: 'Nom WITHDRAW', email: 'withdraw@client.test', comments: 'Remarque WITHDRAW', consent: null });
    for (const field of QUESTIONNAIRE_FIELDS) expect(result.client[field]).toBeNull();

    expect((await me.get(`/api/client/${id}`)).json()).toMatchObject({ consent: null, stress: null, anticoagulants: null });
    expect((await me.get(`/api/client/${id}/photos`)).json()).toEqual([]);
    const programs = (await me.get(`/api/programs/${id}`)).json() as Program[];
    expect(programs).toHaveLength(1);
    expect(programs[0]?.cares[0]?.acknowledgements).toEqual([]);
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).toContain('consent-withdraw');
  });

  it('leaves nothing that tells the erased answer: no acknowledgement, no contraindication-ack audit row; the erasure itself audited', async () => {
    const marker = 'ENCEINTEMARK';
    const { id } = (await me.post('/api/client', { ...clientBody('INFER'), enceinte: `Oui ${marker}` })).json() as Client;
    await me.put(`/api/client/${id}/consent`, { givenOn: '2026-01-12', method: 'paper' });
    const product = (await me.post('/api/product', { name: 'Huile', type: 'Soin', refProduct: 'H1', productPrice: 5, contraindications: ['grossesse'] })).json() as { id: number };
    const care = { productDTO: { id: product.id }, quantity: 1 };
    // Refused until acknowledged: the acknowledgement exists only because a pregnancy was declared.
    expect((await me.post('/api/program', { clientId: id, cares: [care] })).statusCode).toBe(409);
    const program = await me.post('/api/program', { clientId: id, cares: [{ ...care, acknowledgedContraindications: ['grossesse'] }] });
    expect(program.statusCode, program.body).toBe(201);

    const db = h.database.db;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;
    const acks = () => rows<{ reasons: string[] }>(sql`select reasons from care_acknowledgements where client_id = ${id}`);
    const trail = () => rows<{ action: string; request_id: string }>(sql`select action, request_id from audit_log where client_id = ${id} order by id`);
    expect(await acks()).toEqual([{ reasons: ['grossesse'] }]);
    const ackRequest = (await trail()).find((r) => r.action === 'contraindication-ack')?.request_id;
    expect(ackRequest).toBeDefined();

    const res = await me.post(`/api/client/${id}/consent/withdrawal`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);

    expect(await acks()).toEqual([]);
    const after = await trail();
    expect(after.map((r) => r.action)).toEqual(['create', 'consent-record', 'consent-withdraw']);
    expect(after.some((r) => r.request_id === ackRequest)).toBe(false);
    expect(await rowsMentioning(db, marker)).toEqual({});
    expect(await rowsMentioning(db, 'grossesse')).toEqual({ products: 1 });
    // The care stays, its product's list unchanged: alone, it needs no acknowledgement, so it tells nothing.
    const kept = (await me.get(`/api/programs/${id}`)).json() as Program[];
    expect(kept[0]?.cares).toMatchObject([{ productDTO: { id: product.id }, acknowledgements: [] }]);
    // Nor does the audit trail the owner reads, nor the export.
    const audit = ((await me.get(`/api/client/${id}/audit`)).json() as AuditEntry[]).map((a) => a.action);
    expect(audit).toEqual(['consent-withdraw', 'consent-record', 'create']);
    const exported = await me.post(`/api/client/${id}/export`);
    expect(exported.statusCode).toBe(200);
    const json = new TextDecoder().decode(unzipSync(new Uint8Array(exported.rawPayload))[`client-${id}.json`]);
    expect(json).not.toContain('contraindication-ack');
    expect(json).not.toContain(marker);
    expect((JSON.parse(json) as { programs: Program[] }).programs[0]?.cares[0]?.acknowledgements).toEqual([]);
  });
});
