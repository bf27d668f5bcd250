import { parseArgs } from 'node:util';
import { seedVolume } from '../db/seed-volume';

const USAGE =
  'Usage : npm run seed:volume -- [--clients N] [--products N] [--programmes N] [--practitioners N]\n' +
  '        [--password X] [--email-prefix P] [--database-url postgres://…] [--json]\n' +
  'Les nombres sont des cibles par praticien (les lignes déjà présentes comptent). Base : --database-url ou DATABASE_URL.';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_\s]/g, ''));
  if (!Number.isInteger(n) || n < 0) fail(`--${name} : nombre entier positif attendu (reçu « ${value} »).\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        clients: { type: 'string' },
        products: { type: 'string' },
        programmes: { type: 'string' },
        practitioners: { type: 'string' },
        password: { type: 'string' },
        'email-prefix': { type: 'string' },
        'database-url': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) fail(`Aucune base : donnez --database-url ou DATABASE_URL (PostgreSQL).\n${USAGE}`);
  if (values.password !== undefined && values.password.length < 8) fail('Le mot de passe doit contenir au moins 8 caractères.');

  const log = (message: string) => process.stderr.write(`[seed] ${message}\n`);
  log(`database ${new URL(databaseUrl).pathname.slice(1) || '(default)'}`);
  const result = await seedVolume({
    databaseUrl,
    clients: count(values.clients, 10_000, 'clients'),
    products: count(values.products, 100, 'products'),
    programmes: count(values.programmes, 100, 'programmes'),
    practitioners: count(values.practitioners, 1, 'practitioners'),
    ...(values.password ? { password: values.password } : {}),
    ...(values['email-prefix'] ? { emailPrefix: values['email-prefix'] } : {}),
    log,
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  const lines = [
    `Terminé en ${result.seconds} s.`,
    'table        ajoutées      total',
    ...Object.keys(result.rows).map(
      (t) => `${t.padEnd(10)} ${String(result.inserted[t]).padStart(10)} ${String(result.rows[t]).padStart(10)}`,
    ),
    `Connexion : ${result.practitioners.map((p) => p.email).join(', ')} — mot de passe : ${result.password}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // drizzle wraps the driver's error: its cause says what PostgreSQL refused, the query text would drown it.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  fail(`Échec du remplissage : ${cause instanceof Error ? cause.message : String(cause)}`);
});
