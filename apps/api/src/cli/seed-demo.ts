import { parseArgs } from 'node:util';
import { requiredEmail } from '@meche/contracts';
import { DataDirBusyError } from '../db/database';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { seedDemoPractice } from '../demo/demo-practice';
import { loadEnv } from '../env';
import { createUserRepository } from '../users/repository';

const USAGE =
  'Usage : npm run seed:demo -- --email E\n' +
  'Ajoute le cabinet de démonstration (clients, catalogue, programmes) au compte E, sur la base de DATABASE_URL ou la base intégrée.';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const email = requiredEmail.safeParse(values.email ?? '');
  if (!email.success) fail(`--email : ${email.error.issues[0]?.message ?? ''}\n${USAGE}`);

  let database;
  try {
    database = await openDatabaseFromEnv(loadEnv());
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
  try {
    const user = await createUserRepository(database.db).findByEmail(email.data);
    if (!user) fail(`Aucun compte pour ${email.data} : créez-le d'abord avec npm run user:create.`);
    const added = await seedDemoPractice(database.db, user.id);
    process.stdout.write(`Cabinet de démonstration ajouté à ${user.email} : ${added.clients} clients, ${added.products} produits, ${added.programmes} programmes, ${added.visits} visites.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  fail(`Échec de l'ajout du cabinet de démonstration : ${error instanceof Error ? error.message : String(error)}`);
});
