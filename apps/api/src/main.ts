import './runtime/require-supported-node';
import { buildApp } from './app';
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
const app = await buildApp({
  database,
  config: toAppConfig(env),
  logger: { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'], serializers: { req: requestLogFields } },
});

if (database.kind === 'pglite' && (await seedDemoAccount(database.db))) {
  process.stdout.write(`Compte de démonstration créé : ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // In-flight requests finish first, then the database closes.
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
} catch (error) {
  app.log.error({ err: error }, 'listen failed');
  await database.close();
  process.exit(1);
}
