import './runtime/require-supported-node';
import { buildApp } from './app';
import { createBackupService, type BackupService } from './backups/backup-service';
import { backupSettingsFromEnv } from './backups/backup-settings';
import { serveBackupRequests } from './backups/control-socket';
import { BACKUP_MESSAGES } from './backups/messages';
import { openDatabaseFromEnv } from './db/open-from-env';
import { loadEnv, toAppConfig } from './env';
import { requestLogFields } from './shared/request-log';
import { DEMO_ACCOUNT, seedDemoAccount } from './users/demo-account';

function exitWith(prefix: string) {
  return (error: unknown): never => {
    process.stderr.write(`${prefix}${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  };
}

const env = await Promise.resolve().then(() => loadEnv()).catch(exitWith(''));
const database = await openDatabaseFromEnv(env).catch(exitWith("Impossible d'ouvrir la base de données : "));
// The embedded database is backed up by this process, which alone may open it; a PostgreSQL server by pgBackRest.
const backups: BackupService | null =
  database.kind === 'pglite'
    ? createBackupService({
        database,
        settings: backupSettingsFromEnv(env),
        log: { info: (o, m) => app.log.info(o, m), error: (o, m) => app.log.error(o, m) },
        onKeyGenerated: (keyFile) => process.stdout.write(`${BACKUP_MESSAGES.keyGenerated(keyFile)}\n`),
      })
    : null;
const app = await buildApp({
  database,
  config: toAppConfig(env),
  logger: { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'], serializers: { req: requestLogFields } },
  backups,
});
let stopBackups = async (): Promise<void> => undefined;

/** The daily archive, and `npm run backup` answered through the data folder's socket while this process holds it. */
async function startBackups(service: BackupService): Promise<() => Promise<void>> {
  const stopDaily = service.startDaily();
  // Without the socket, `npm run backup` says to stop the API first: worth a warning, not a refusal to serve.
  const stopRequests = await serveBackupRequests(env.DATA_DIR, () => service.run('manual')).catch((error: unknown) => {
    app.log.warn({ err: error }, 'backup requests socket unavailable');
    return null;
  });
  process.stdout.write(`Sauvegardes : chaque jour dans ${backupSettingsFromEnv(env).dir}\n`);
  return async () => {
    stopDaily();
    await stopRequests?.();
    await service.idle();
  };
}

if (database.kind === 'pglite' && (await seedDemoAccount(database.db))) {
  process.stdout.write(`Compte de démonstration créé : ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // A backup under way and in-flight requests finish first, then the database closes.
    await stopBackups();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  process.stdout.write(`Mèche API : http://${shown}:${env.PORT}/api (documentation : /api/docs, base : ${database.kind}, Node ${process.versions.node})\n`);
  process.stdout.write(
    env.SMTP_URL
      ? `Courriels : envoyés par ${new URL(env.SMTP_URL).host} (${env.MAIL_FROM})\n`
      : 'Courriels : aucun serveur SMTP (SMTP_URL absent) : les messages restent en file d’attente, non envoyés\n',
  );
  if (backups) stopBackups = await startBackups(backups);
} catch (error) {
  app.log.error({ err: error }, 'listen failed');
  await database.close();
  process.exit(1);
}
