import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { defaultAppConfig } from '../env';

/**
 * Writes the OpenAPI document the API serves at /api/docs/json to the given file, without a network or a server:
 * the app is built on an empty in-memory database (a configured session secret: nothing is read from it) and asked
 * for its document.
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write('Usage : tsx src/cli/write-openapi.ts <fichier.json>\n');
  process.exit(1);
}

const database = await openDatabase({});
try {
  const app = await buildApp({ database, config: defaultAppConfig({ sessionSecret: 'x'.repeat(40) }) });
  await app.ready();
  await mkdir(path.dirname(path.resolve(target)), { recursive: true });
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
}
