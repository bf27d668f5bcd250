import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateX25519Identity } from 'age-encryption';
import { openDatabase, type Database } from '../db/database';
import { Agent } from '../test/harness';
import { appOver, backupSandbox, folderChecksums, openEmbedded, photoChecksums, tableFingerprints } from '../test/embedded-database';
import { cameraJpeg } from '../test/images';
import { recordConsent } from '../test/route-table';
import { DEMO_ACCOUNT, seedDemoAccount } from '../users/demo-account';
import type { App } from '../types';
import { resolveBackupKeys } from './backup-key';
import { makeBackup, type ArchiveMade } from './make-backup';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';
import { restoreArchive } from './restore';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const LONG = 180_000;

/**
 * The restore drill: a practice's database with photos, backed up while the app serves it, the data folder wiped,
 * restored from the archive alone, and compared table by table and photo by photo.
 */
describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('restore drill on the embedded database', () => {
  // Made when the suite runs, not when it is collected (a skipped suite would leave the folder behind).
  let sandbox: ReturnType<typeof backupSandbox>;
  let settings: ReturnType<typeof backupSandbox>['settings'];
  let database: Database;
  let app: App;
  let archive: ArchiveMade;
  let before: Record<string, string>;
  let photosBefore: Record<number, string>;
  /** The photos as the API serves them to their owner, by id. */
  let served: Record<number, string>;

  const signIn = async (target: App) => {
    const agent = new Agent(target);
    const res = await agent.post('/api/login', { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(res.statusCode).toBe(200);
    return agent;
  };
  const servedPhotos = async (agent: Agent, ids: number[]) =>
    Object.fromEntries(await Promise.all(ids.map(async (id) => [id, sha256((await agent.get(`/api/photo/${id}/image`)).rawPayload)] as const)));

  beforeAll(async () => {
    sandbox = backupSandbox();
    ({ settings } = sandbox);
    database = await openEmbedded(settings.dataDir);
    app = await appOver(database);
    await seedDemoAccount(database.db);
    const agent = await signIn(app);
    const clients = (await agent.get('/api/clients?size=3')).json<{ content: { id: number }[] }>().content;
    const ids: number[] = [];
    for (const [i, client] of clients.entries()) {
      const photo = await cameraJpeg(640 + i * 160, 480 + i * 120);
      await recordConsent(agent, client.id);
      const res = await agent.call('POST', `/api/client/${client.id}/photos?takenOn=2026-03-0${i + 1}&zone=Front&note=Drill`, {
        payload: photo,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    served = await servedPhotos(agent, ids);
    before = await tableFingerprints(database);
    photosBefore = await photoChecksums(database);
    // Made while the app serves reads (lists: they write no audit row), the way `npm start` and `npm run backup` make it.
    const lists = ['/api/clients?page=0', '/api/clients?page=1', '/api/products', '/api/categories'];
    const [reads] = await Promise.all([
      Promise.all(lists.map((url) => agent.get(url))),
      makeBackup(database, settings, 'manual').then((made) => {
        archive = made;
      }),
    ]);
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    await app.close();
    await database.close();
  }, LONG);
  afterAll(() => sandbox?.remove());

  it('restores the wiped folder with every row and every photo identical', async () => {
    fs.rmSync(settings.dataDir, { recursive: true });
    expect(fs.existsSync(settings.dataDir)).toBe(false);

    const keys = await resolveBackupKeys({ envKey: undefined, keyFile: settings.keyFile, generate: false });
    const restored = await restoreArchive({ file: archive.file, dataDir: settings.dataDir, keys: keys.decrypt });
    expect(restored.counts).toMatchObject({ users: 1, clients: 40, client_photos: 3, products: 20, programs: 6 });

    const again = await openDatabase({ dataDir: settings.dataDir });
    try {
      const after = await tableFingerprints(again);
      expect(Object.keys(after).length).toBeGreaterThan(15);
      expect(after).toEqual(before);
      expect(await photoChecksums(again)).toEqual(photosBefore);
      const restoredApp = await appOver(again);
      try {
        expect(await servedPhotos(await signIn(restoredApp), Object.keys(served).map(Number))).toEqual(served);
      } finally {
        await restoredApp.close();
      }
      const rows = Object.values(after).reduce((n, f) => n + Number(f.split(':')[0]), 0);
      process.stdout.write(
        `restore drill: archive ${archive.bytes} bytes in ${archive.ms} ms, restored in ${restored.ms} ms, ` +
          `${Object.keys(after).length} tables / ${rows} rows and ${Object.keys(photosBefore).length} photos identical\n`,
      );
    } finally {
      await again.close();
    }
  }, LONG);

  describe('a bad archive is refused in French, and nothing is written', () => {
    const target = () => path.join(sandbox.root, 'empty-target');
    const attempt = async (file: string, keys?: Awaited<ReturnType<typeof resolveBackupKeys>>['decrypt']) => {
      const parentBefore = fs.readdirSync(sandbox.root).sort();
      const folder = folderChecksums(target());
      const decrypt = keys ?? (await resolveBackupKeys({ envKey: undefined, keyFile: settings.keyFile, generate: false })).decrypt;
      const error = await restoreArchive({ file, dataDir: target(), keys: decrypt }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BackupRefusal);
      // Nothing unpacked beside the target, nothing in it.
      expect(fs.readdirSync(sandbox.root).sort()).toEqual(parentBefore);
      expect(folderChecksums(target())).toEqual(folder);
      return (error as BackupRefusal).message;
    };
    const copy = (name: string, change: (bytes: Buffer) => Buffer) => {
      const file = path.join(sandbox.root, name);
      fs.writeFileSync(file, change(fs.readFileSync(archive.file)));
      return file;
    };

    it('with another key', async () => {
      const other = await generateX25519Identity();
      expect(await attempt(archive.file, [{ kind: 'identity', identity: other }])).toBe(BACKUP_MESSAGES.wrongKey);
      expect(await attempt(archive.file, [{ kind: 'passphrase', passphrase: 'une phrase de passe quelconque' }])).toBe(BACKUP_MESSAGES.wrongKey);
    }, LONG);

    it('cut short: by half, by one byte, at a chunk boundary', async () => {
      expect(await attempt(copy('half.age', (b) => b.subarray(0, Math.floor(b.length / 2))))).toBe(BACKUP_MESSAGES.truncated);
      expect(await attempt(copy('minus-one.age', (b) => b.subarray(0, b.length - 1)))).toBe(BACKUP_MESSAGES.truncated);
      // The age header, then whole 64 KiB chunks and their 16-byte tags: a copy stopped exactly between two chunks.
      const bodyStart = (b: Buffer) => b.indexOf('\n', b.indexOf('\n---') + 1) + 1 + 16;
      expect(await attempt(copy('boundary.age', (b) => b.subarray(0, bodyStart(b) + 3 * (65_536 + 16))))).toBe(BACKUP_MESSAGES.truncated);
      expect(await attempt(copy('header-only.age', (b) => b.subarray(0, 40)))).toBe(BACKUP_MESSAGES.truncated);
    }, LONG);

    it('altered: one bit in the data, in the header, or bytes added', async () => {
      const flip = (at: (b: Buffer) => number) => (b: Buffer) => {
        const changed = Buffer.from(b);
        changed[at(b)] = (changed[at(b)] ?? 0) ^ 0x01;
        return changed;
      };
      expect(await attempt(copy('data-bit.age', flip((b) => Math.floor(b.length * 0.6))))).toBe(BACKUP_MESSAGES.altered);
      expect(await attempt(copy('last-byte.age', flip((b) => b.length - 1)))).toBe(BACKUP_MESSAGES.altered);
      expect(await attempt(copy('mac.age', flip((b) => b.indexOf('\n---') + 8)))).toBe(BACKUP_MESSAGES.altered);
      expect(await attempt(copy('appended.age', (b) => Buffer.concat([b, Buffer.from('x')])))).toBe(BACKUP_MESSAGES.altered);
    }, LONG);

    it('not an archive at all, or missing', async () => {
      const text = copy('notes.age', () => Buffer.from('pas une sauvegarde'));
      expect(await attempt(text)).toBe(BACKUP_MESSAGES.notAnArchive(text));
      const missing = path.join(sandbox.root, 'absent.age');
      expect(await attempt(missing)).toBe(BACKUP_MESSAGES.fileMissing(missing));
    });
  });

  describe('the data folder in place is never replaced', () => {
    it('refuses a folder that holds data, leaving every file as it was', async () => {
      const files = folderChecksums(settings.dataDir);
      expect(Object.keys(files).length).toBeGreaterThan(100);
      const keys = await resolveBackupKeys({ envKey: undefined, keyFile: settings.keyFile, generate: false });
      await expect(restoreArchive({ file: archive.file, dataDir: settings.dataDir, keys: keys.decrypt })).rejects.toThrow(
        BACKUP_MESSAGES.targetNotEmpty(settings.dataDir),
      );
      expect(folderChecksums(settings.dataDir)).toEqual(files);
    }, LONG);

    it('refuses a folder a running Mèche holds', async () => {
      const running = await openDatabase({ dataDir: settings.dataDir });
      try {
        const keys = await resolveBackupKeys({ envKey: undefined, keyFile: settings.keyFile, generate: false });
        await expect(restoreArchive({ file: archive.file, dataDir: settings.dataDir, keys: keys.decrypt })).rejects.toThrow(
          BACKUP_MESSAGES.targetInUse(settings.dataDir, process.pid),
        );
      } finally {
        await running.close();
      }
    }, LONG);
  });
});
