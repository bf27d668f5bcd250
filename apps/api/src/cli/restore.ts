import { parseArgs } from 'node:util';
import { resolveBackupKeys } from '../backups/backup-key';
import { backupSettingsFromEnv } from '../backups/backup-settings';
import { dateTime, fail, seconds, readPathsFromCallerFolder } from '../backups/cli-output';
import { BACKUP_MESSAGES } from '../backups/messages';
import { BackupRefusal } from '../backups/refusal';
import { describeCounts, restoreArchive } from '../backups/restore';
import { pendingMigrations, readJournal } from '../db/schema-version';
import { loadEnv } from '../env';

const USAGE =
  'Usage : npm run restore -- FICHIER\n' +
  'Restaure une sauvegarde de Mèche dans le dossier de données (DATA_DIR), qui doit être vide ou absent, Mèche arrêté. ' +
  'La clé est BACKUP_KEY, ou le fichier de clé à côté du dossier de données.';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', default: false } }, allowPositionals: true });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(USAGE);
  readPathsFromCallerFolder();
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.onServer);
  const settings = backupSettingsFromEnv(env);
  const keys = await resolveBackupKeys({ envKey: settings.envKey, keyFile: settings.keyFile, generate: false });

  const restored = await restoreArchive({ file, dataDir: settings.dataDir, keys: keys.decrypt });
  const { manifest } = restored;
  const schema = manifest.schema.migration ?? 'aucun';
  process.stdout.write(
    `Sauvegarde du ${dateTime(manifest.createdAt)} (schéma ${schema}) restaurée dans ${settings.dataDir} en ${seconds(restored.ms)} : ` +
      `${describeCounts(restored.counts)}.\n`,
  );
  const pending = pendingMigrations(manifest.schema, readJournal()).length;
  if (pending > 0) {
    process.stdout.write(`Au prochain démarrage, Mèche mettra le schéma à jour (${pending} migration(s)), après en avoir fait une sauvegarde.\n`);
  }
  process.stdout.write('Lancez npm start pour reprendre.\n');
}

main().catch((error: unknown) => {
  fail(error instanceof BackupRefusal ? error.message : `Échec de la restauration : ${error instanceof Error ? error.message : String(error)}`);
});
