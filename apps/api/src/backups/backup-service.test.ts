import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@meche/contracts';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { Agent, PASSWORD } from '../test/harness';
import { appOver, backupSandbox, openEmbedded } from '../test/embedded-database';
import { createUserRepository } from '../users/repository';
import { archiveName, listArchives } from './backup-folder';
import { createBackupService, type BackupService } from './backup-service';
import { controlSocketPath, requestBackup, serveBackupRequests } from './control-socket';
import { BACKUP_MESSAGES } from './messages';

const LONG = 120_000;
const HOUR = 3_600_000;
const quiet = { info: () => undefined, error: () => undefined };

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('backups while the API runs', () => {
  // Made when the suite runs, not when it is collected (a skipped suite would leave the folder behind).
  let sandbox: ReturnType<typeof backupSandbox>;
  let settings: ReturnType<typeof backupSandbox>['settings'];
  let database: Database;
  let clock = new Date(2026, 10, 25, 9, 0);
  let service: BackupService;
  const generated: string[] = [];

  beforeAll(async () => {
    sandbox = backupSandbox();
    ({ settings } = sandbox);
    database = await openEmbedded(settings.dataDir);
    service = createBackupService({ database, settings, log: quiet, now: () => clock, onKeyGenerated: (file) => generated.push(file) });
  }, LONG);
  afterAll(async () => {
    await database?.close();
    sandbox?.remove();
  });

  it('says there is no backup yet, and warns', () => {
    expect(service.status()).toEqual({ mode: 'embedded', last: null, stale: true, failure: null, keyFile: 'data-backup.key' });
  });

  it('makes the day’s archive once a day, whatever the restarts, and reports it', async () => {
    const first = await service.runIfDue();
    expect(path.basename(first?.file ?? '')).toBe(archiveName(clock, 'daily'));
    expect(archiveName(new Date('2026-11-25T08:00:00Z'), 'daily')).toBe('meche-2026-11-25T08-00-00.000Z-quotidienne.age');
    expect(generated).toEqual([settings.keyFile]);
    // Later the same day, or in a new process reading the same folder: nothing more.
    clock = new Date(2026, 10, 25, 18, 30);
    expect(await service.runIfDue()).toBeNull();
    const restarted = createBackupService({ database, settings, log: quiet, now: () => clock });
    expect(await restarted.runIfDue()).toBeNull();

    const status = service.status();
    expect(status).toMatchObject({ mode: 'embedded', stale: false, failure: null, last: { at: new Date(2026, 10, 25, 9, 0).toISOString(), bytes: first?.bytes } });
    expect(status.last?.bytes).toBe(fs.statSync(first?.file ?? '').size);

    clock = new Date(2026, 10, 26, 0, 5);
    expect((await service.runIfDue())?.reason).toBe('daily');
    expect(listArchives(settings.dir)).toHaveLength(2);
    expect(generated).toHaveLength(1);
  }, LONG);

  it('warns once the newest archive is more than 48 hours old', () => {
    clock = new Date(clock.getTime() + 48 * HOUR - 60_000);
    expect(service.status().stale).toBe(false);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(service.status().stale).toBe(true);
  });

  it('reports a failed attempt in French until one succeeds, and never makes two at once', async () => {
    const moved = `${settings.dir}.away`;
    fs.renameSync(settings.dir, moved);
    fs.writeFileSync(settings.dir, 'un fichier à la place du dossier');
    clock = new Date(clock.getTime() + HOUR);
    await expect(service.run('daily')).rejects.toThrow();
    expect(service.status().failure).toEqual({
      at: clock.toISOString(),
      message: BACKUP_MESSAGES.writeFailed(settings.dir, 'EEXIST', ''),
    });
    fs.rmSync(settings.dir);
    fs.renameSync(moved, settings.dir);

    clock = new Date(clock.getTime() + HOUR);
    const both = await Promise.all([service.run('manual'), service.run('manual')]);
    expect(new Set(both.map((a) => a.file)).size).toBe(2);
    expect(service.status().failure).toBeNull();
  }, LONG);

  it('serves the status to any signed-in practitioner; a PostgreSQL server reports its own', async () => {
    await createUserRepository(database.db).create({ email: 'etat@meche.test', name: 'État', role: 'USER', passwordHash: await hashPassword(PASSWORD) });
    for (const [backups, mode] of [[service, 'embedded'], [null, 'server']] as const) {
      const app = await appOver(database, backups);
      try {
        const agent = new Agent(app);
        expect((await agent.post('/api/login', { username: 'etat@meche.test', password: PASSWORD })).statusCode).toBe(200);
        const res = await agent.get('/api/backups/status');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<BackupStatus>().mode).toBe(mode);
        if (backups) expect(res.json<BackupStatus>()).toEqual(JSON.parse(JSON.stringify(service.status())));
      } finally {
        await app.close();
      }
    }
  }, LONG);

  describe('`npm run backup` while the API holds the database', () => {
    it('gets its archive made by the API through the data folder’s socket', async () => {
      const stop = await serveBackupRequests(settings.dataDir, () => service.run('manual'));
      try {
        const socket = controlSocketPath(settings.dataDir) ?? '';
        expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
        clock = new Date(clock.getTime() + HOUR);
        const reply = await requestBackup(settings.dataDir);
        expect(reply).toMatchObject({ ok: true, archive: { keyGenerated: null } });
        if (!reply?.ok) return;
        expect(path.basename(reply.archive.file)).toMatch(/-manuelle\.age$/);
        expect(fs.statSync(reply.archive.file).size).toBe(reply.archive.bytes);

        const odd = await new Promise<string>((resolve) => {
          let text = '';
          const client = net.createConnection(socket, () => client.write('drop table clients\n'));
          client.on('data', (chunk) => (text += chunk.toString()));
          client.on('close', () => resolve(text));
        });
        expect(JSON.parse(odd)).toEqual({ ok: false, message: 'Demande inconnue.' });
      } finally {
        await stop?.();
      }
      expect(await requestBackup(settings.dataDir)).toBeNull();
    }, LONG);
  });
});
