import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { MSG, QUESTIONNAIRE_FIELDS, clientExportSchema, type AuditEntry, type ClientExport, type Photo } from '@meche/contracts';
import { rowsMentioning } from '../test/db-snapshot';
import { createHarness, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody, createWorld, type World } from '../test/route-table';

let h: Harness;
let owner: World;
let other: World;

beforeAll(async () => {
  h = await createHarness();
  owner = await createWorld(h, 'owner');
  // Photos of clients made here without consent: what is checked is the export and erasure, not the consent rule.
  expect((await owner.agent.put('/api/settings/rules', { photosWithoutConsent: true, priceEntry: 'TTC' })).statusCode).toBe(200);
  other = await createWorld(h, 'other');
});
afterAll(() => h?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function addPhoto(clientId: number, zone: string, note: string): Promise<Photo> {
  const res = await owner.agent.call('POST', `/api/client/${clientId}/photos?takenOn=2026-02-01&zone=${encodeURIComponent(zone)}&note=${encodeURIComponent(note)}`, {
    payload: await cameraJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Photo;
}

async function newClientWithProgram(marker: string) {
  const client = (await owner.agent.post('/api/client', clientBody(marker))).json() as { id: number };
  const program = await owner.agent.post('/api/program', {
    clientId: client.id,
    programReference: `Cure ${marker}`,
    cares: [{ productDTO: { id: owner.productId }, quantity: 3, timeSlot: ['Matin', 'Soir'], daysOfWeek: ['MONDAY', 'FRIDAY'], weeks: [1, 2], durationWeeks: 2 }],
  });
  expect(program.statusCode).toBe(201);
  return { clientId: client.id, programId: (program.json() as { id: number }).id };
}

/** Rows pointing at the client, per table that has a client_id column. */
async function rowsForClient(clientId: number): Promise<Record<string, number>> {
  const tables = (
    (await h.database.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'client_id' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);
  const out: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = (await h.database.db.execute(sql.raw(`select count(*)::int as n from "${table}" where client_id = ${clientId}`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

describe('POST /api/client/{id}/export', () => {
  it('downloads everything held about the client as a zip: the JSON and every photo', async () => {
    const marker = 'EXPORTCLIENT';
    const { clientId, programId } = await newClientWithProgram(marker);
    const front = await addPhoto(clientId, 'Front', `Note ${marker}`);
    const temple = await addPhoto(clientId, 'Tempe gauche', '');
    const res = await owner.agent.post(`/api/client/${clientId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="client-${clientId}.zip"`);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      `client-${clientId}.json`,
      `photos/2026-02-01-front-${front.id}.jpg`,
      `photos/2026-02-01-tempe-gauche-${temple.id}.jpg`,
    ]);
    const body = clientExportSchema.parse(JSON.parse(new TextDecoder().decode(files[`client-${clientId}.json`]))) as ClientExport;
    expect(body.client).toMatchObject({ id: clientId, userId: owner.userId, lastName: `Nom ${marker}`, anticoagulants: `Oui ${marker}`, consent: null });
    for (const field of QUESTIONNAIRE_FIELDS) expect(body.client).toHaveProperty(field);
    expect(body.programs).toHaveLength(1);
    expect(body.programs[0]).toMatchObject({ id: programId, programReference: `Cure ${marker}`, totalProgramPrice: 37.5 });
    expect(body.programs[0]?.cares[0]).toMatchObject({ quantity: 3, timeSlot: ['Matin', 'Soir'], daysOfWeek: ['MONDAY', 'FRIDAY'], weeks: [1, 2] });
    expect(body.photos).toMatchObject([
      { id: front.id, zone: 'Front', note: `Note ${marker}`, file: `photos/2026-02-01-front-${front.id}.jpg` },
      { id: temple.id, zone: 'Tempe gauche', note: null, file: `photos/2026-02-01-tempe-gauche-${temple.id}.jpg` },
    ]);
    const image = files[`photos/2026-02-01-front-${front.id}.jpg`]!;
    expect(image.length).toBe(front.byteSize);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: front.width, height: front.height });
    expect(body.audit.map((a) => a.action)).toEqual(['export', 'photo-add', 'photo-add', 'create']);
    expect(Date.parse(body.exportedAt)).not.toBeNaN();
  });

  it('answers 404 for another practitioner’s client and for a missing one', async () => {
    for (const url of [`/api/client/${owner.clientId}/export`, '/api/client/999999/export']) {
      const res = await other.agent.post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('audit log', () => {
  it('records every read, change and export with who, when and the request id — never the file itself', async () => {
    const marker = 'AUDITCLIENT';
    const created = (await owner.agent.post('/api/client', clientBody(marker))).json() as { id: number };
    await owner.agent.get(`/api/client/${created.id}`);
    await owner.agent.put(`/api/client/${created.id}`, clientBody(`${marker}2`));
    await owner.agent.post(`/api/client/${created.id}/export`);
    // Refused attempts (another practitioner) leave no row.
    await other.agent.get(`/api/client/${created.id}`);

    const res = await owner.agent.get(`/api/client/${created.id}/audit`);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['export', 'update', 'read', 'create']);
    for (const e of entries) {
      expect(e).toMatchObject({ userId: owner.userId, clientId: created.id });
      expect(e.requestId).toMatch(UUID);
      expect(Math.abs(Date.parse(e.at) - Date.now())).toBeLessThan(60_000);
    }
    expect(new Set(entries.map((e) => e.requestId)).size).toBe(entries.length);
    // The audit rows hold ids only: no name, email, phone or health answer.
    expect((await rowsMentioning(h.database.db, marker)).audit_log).toBeUndefined();
  });

  it('is readable by the owner only', async () => {
    expect((await other.agent.get(`/api/client/${owner.clientId}/audit`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/client/999999/audit')).statusCode).toBe(404);
  });
});

describe('deleting a client', () => {
  it('refuses while programmes exist (409), then leaves no row of theirs behind, photos included; the audit keeps ids only', async () => {
    const marker = 'FORGETME';
    const { clientId, programId } = await newClientWithProgram(marker);
    const photo = await addPhoto(clientId, 'Nuque', `Note ${marker}`);
    const refused = await owner.agent.delete(`/api/client/${clientId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.clientHasPrograms });

    expect((await owner.agent.delete(`/api/program/${programId}`)).statusCode).toBe(204);
    expect((await owner.agent.delete(`/api/client/${clientId}`)).statusCode).toBe(204);

    expect(await rowsMentioning(h.database.db, marker)).toEqual({});
    const left = await rowsForClient(clientId);
    expect(Object.entries(left).filter(([table, n]) => table !== 'audit_log' && n > 0)).toEqual([]);
    expect(left.audit_log).toBeGreaterThan(0);

    expect((await owner.agent.get(`/api/client/${clientId}`)).statusCode).toBe(404);
    expect((await owner.agent.post(`/api/client/${clientId}/export`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/photo/${photo.id}/image`)).statusCode).toBe(404);
    expect(left.client_photos).toBe(0);
    const audit = await owner.agent.get(`/api/client/${clientId}/audit`);
    expect(audit.statusCode).toBe(200);
    expect((audit.json() as AuditEntry[]).map((e) => e.action)).toEqual(['delete', 'photo-add', 'create']);
    expect((await other.agent.get(`/api/client/${clientId}/audit`)).statusCode).toBe(404);
  });
});
