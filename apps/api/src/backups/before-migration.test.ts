import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../db/database';
import { readJournal, readSchemaVersion } from '../db/schema-version';
import { backupSandbox, openEmbedded } from '../test/embedded-database';
import { listArchives } from './backup-folder';
import { resolveBackupKeys } from './backup-key';
import { backupBeforeMigrating } from './before-migration';
import { BACKUP_MESSAGES } from './messages';
import { restoreArchive } from './restore';

const LONG = 120_000;
let sandbox: ReturnType<typeof backupSandbox>;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  sandbox?.remove();
});

/** This code's migrations and one more, as the next version of Mèche would bring. */
function nextVersionMigrations(root: string): string {
  const folder = path.join(root, 'migrations');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: object[] };
  journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now(), tag: '9999_next_version', breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, '9999_next_version.sql'), 'create table next_version_probe (id integer)');
  return folder;
}

const hasProbe = async (db: Database) =>
  ((await db.db.execute(sql`select to_regclass('public.next_version_probe') is not null as present`)) as unknown as { rows: { present: boolean }[] })
    .rows[0]?.present;

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('an archive before every migration', () => {
  it('is made when a start brings migrations, holds the schema before them, and is made once', async () => {
    sandbox = backupSandbox();
    const next = nextVersionMigrations(sandbox.root);
    database = await openEmbedded(sandbox.settings.dataDir);
    await database.db.execute(sql`insert into users (email, name, password_hash, role) values ('avant@meche.test', 'Avant', 'x', 'USER')`);

    const made = await backupBeforeMigrating(database, sandbox.settings, next);
    expect(made).toMatchObject({ reason: 'pre-migration' });
    expect(path.basename(made?.file ?? '')).toMatch(/-avant-migration\.age$/);
    await database.migrate(next);
    expect(await hasProbe(database)).toBe(true);
    expect(await backupBeforeMigrating(database, sandbox.settings, next)).toBeNull();
    expect(listArchives(sandbox.settings.dir)).toHaveLength(1);
    await database.close();
    database = undefined;

    const keys = await resolveBackupKeys({ envKey: undefined, keyFile: sandbox.settings.keyFile, generate: false });
    const target = path.join(sandbox.root, 'restored');
    const restored = await restoreArchive({ file: made?.file ?? '', dataDir: target, keys: keys.decrypt });
    expect(restored.manifest.schema.migration).toBe(readJournal().at(-1)?.tag);
    database = await openDatabase({ dataDir: target });
    expect(await hasProbe(database)).toBe(false);
    expect(await readSchemaVersion(database.db)).toEqual(restored.manifest.schema);
    expect(restored.counts.users).toBe(1);
  }, LONG);

  it('stops the migrations when it cannot be made, leaving the database as it was', async () => {
    sandbox = backupSandbox();
    const next = nextVersionMigrations(sandbox.root);
    database = await openEmbedded(sandbox.settings.dataDir);
    // A file where the backup folder should be: nothing can be written there.
    fs.writeFileSync(sandbox.settings.dir, 'pas un dossier');
    const refused = await backupBeforeMigrating(database, sandbox.settings, next).then(
      () => null,
      (error: unknown) => (error as Error).message,
    );
    expect(refused).toMatch(new RegExp(`^${BACKUP_MESSAGES.preMigrationFailed('').slice(0, 40)}`));
    expect(refused).toContain('La base n’a pas été modifiée');
    expect(await hasProbe(database)).toBe(false);
    expect((await readSchemaVersion(database.db))?.migration).toBe(readJournal().at(-1)?.tag);
  }, LONG);
});
