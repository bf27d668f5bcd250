import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSettingsFromEnv } from '../backups/backup-settings';
import { dateTime, fail, megabytes, seconds, readPathsFromCallerFolder } from '../backups/cli-output';
import { requestBackup } from '../backups/control-socket';
import { makeBackup } from '../backups/make-backup';
import { BACKUP_MESSAGES } from '../backups/messages';
import { BackupRefusal } from '../backups/refusal';
import { DataDirBusyError, dataDirHolder, openDatabase } from '../db/database';
import { loadEnv } from '../env';

const USAGE =
  'Usage : npm run backup\n' +
  'Écrit une sauvegarde chiffrée de la base intégrée (DATA_DIR) dans BACKUP_DIR, avec la clé BACKUP_KEY (ou le fichier de clé). ' +
  'Mèche peut être en marche : la sauvegarde est alors faite par l’API.';

function report(archive: { file: string; bytes: number; ms: number; pruned: string[]; keyGenerated: string | null }, byApi: boolean): void {
  const by = byApi ? ' par l’API en marche' : '';
  process.stdout.write(`Sauvegarde écrite${by} : ${archive.file} (${megabytes(archive.bytes)}, ${seconds(archive.ms)}), le ${dateTime(new Date().toISOString())}.\n`);
  if (archive.pruned.length > 0) process.stdout.write(`${BACKUP_MESSAGES.pruned(archive.pruned)}\n`);
  if (archive.keyGenerated) process.stdout.write(`${BACKUP_MESSAGES.keyGenerated(archive.keyGenerated)}\n`);
}

/** PGlite serves one process: while the API holds the folder, the archive is asked of it. */
async function askRunningApi(dataDir: string): Promise<void> {
  const reply = await requestBackup(dataDir);
  if (!reply) fail(BACKUP_MESSAGES.apiUnreachable(dataDirHolder(dataDir) ?? 0));
  if (!reply.ok) fail(reply.message);
  report(reply.archive, true);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', default: false } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  readPathsFromCallerFolder();
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.onServer);
  const settings = backupSettingsFromEnv(env);
  if (!fs.existsSync(path.join(settings.dataDir, 'pgdata', 'PG_VERSION'))) fail(BACKUP_MESSAGES.noDatabase(settings.dataDir));

  let database;
  try {
    database = await openDatabase({ dataDir: settings.dataDir });
  } catch (error) {
    if (error instanceof DataDirBusyError) return askRunningApi(settings.dataDir);
    throw error;
  }
  try {
    report(await makeBackup(database, settings, 'manual'), false);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof BackupRefusal ? error.message : `Échec de la sauvegarde : ${error instanceof Error ? error.message : String(error)}`);
});
