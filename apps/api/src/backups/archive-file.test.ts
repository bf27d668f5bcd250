import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { readJournal } from '../db/schema-version';
import { backupSandbox, openEmbedded } from '../test/embedded-database';
import { readArchive, writeArchive } from './archive-file';
import { parseBackupKey, resolveBackupKeys } from './backup-key';
import { makeBackup } from './make-backup';
import { BACKUP_MESSAGES } from './messages';
import { restoreArchive } from './restore';

const LONG = 180_000;

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('archives refused for what they hold', () => {
  // Made when the suite runs, not when it is collected (a skipped suite would leave the folder behind).
  let sandbox: ReturnType<typeof backupSandbox>;
  let database: Database;
  beforeAll(async () => {
    sandbox = backupSandbox();
    database = await openEmbedded(sandbox.settings.dataDir);
  }, LONG);
  afterAll(async () => {
    await database?.close();
    sandbox?.remove();
  });
  const target = (name: string) => path.join(sandbox.root, name);
  const keys = async () => (await resolveBackupKeys({ envKey: undefined, keyFile: sandbox.settings.keyFile, generate: false })).decrypt;

  it('an archive of a newer Mèche (a migration this code does not know)', async () => {
    const next = (readJournal().at(-1)?.when ?? 0) + 60_000;
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${next})`);
    try {
      const made = await makeBackup(database, sandbox.settings, 'manual');
      await expect(restoreArchive({ file: made.file, dataDir: target('newer'), keys: await keys() })).rejects.toThrow(BACKUP_MESSAGES.newerSchema(null));
      expect(fs.existsSync(target('newer'))).toBe(false);
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
  }, LONG);

  it('an archive of another embedded PostgreSQL major version', async () => {
    const made = await makeBackup(database, sandbox.settings, 'manual');
    const [key] = await keys();
    if (!key) throw new Error('no key');
    const payload = target('pgdata.tar.gz');
    const { manifest } = await readArchive(made.file, [key], { payloadTo: payload });
    // The same data folder, announced as made by PostgreSQL 17: our own writer, so only the version differs.
    const older = target('postgres-17.age');
    await writeArchive(older, { ...manifest, engine: { postgres: '170005' } }, payload, key);
    await expect(restoreArchive({ file: older, dataDir: target('older'), keys: await keys() })).rejects.toThrow(
      BACKUP_MESSAGES.otherEngine('17', String(Math.floor(Number(manifest.engine.postgres) / 10_000))),
    );
    expect(fs.existsSync(target('older'))).toBe(false);
    expect(fs.readdirSync(sandbox.root).filter((n) => n.includes('restauration'))).toEqual([]);
  }, LONG);

  it('with a passphrase in BACKUP_KEY: made, and restored with that passphrase only', async () => {
    const passphrase = 'cheval correct agrafe batterie';
    const made = await makeBackup(database, { ...sandbox.settings, envKey: passphrase }, 'manual');
    await expect(
      restoreArchive({ file: made.file, dataDir: target('wrong-phrase'), keys: [parseBackupKey('cheval correct agrafe pile')] }),
    ).rejects.toThrow(BACKUP_MESSAGES.wrongKey);
    const restored = await restoreArchive({ file: made.file, dataDir: target('phrase'), keys: [parseBackupKey(passphrase)] });
    expect(restored.manifest.schema.migration).toBe(readJournal().at(-1)?.tag);
    expect(fs.existsSync(path.join(target('phrase'), 'pgdata', 'PG_VERSION'))).toBe(true);
  }, LONG);
});
