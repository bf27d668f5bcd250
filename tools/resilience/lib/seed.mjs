// Practitioners, clients and products for a scenario, made the way the product makes them.
import { randomBytes } from 'node:crypto';
import { createUserWithCli } from './api-process.mjs';
import { forEachBounded } from './concurrency.mjs';
import { Session } from './session.mjs';
import { random } from './stats.mjs';

export const PASSWORD = `res-${randomBytes(9).toString('base64url')}`;
const emailOf = (tag, i) => `res-${tag}-${i}@meche.test`;

/**
 * The first account comes from `npm run user:create` (the real CLI, argon2id); the others copy its row in SQL
 * with their own email, since 100 CLI start-ups would cost minutes on two cores for no extra proof.
 */
export async function createPractitioners(db, { databaseUrl, count, tag, logFile }) {
  const first = emailOf(tag, 1);
  await createUserWithCli({ databaseUrl, email: first, name: `Praticien ${tag} 1`, password: PASSWORD, logFile });
  if (count > 1) {
    await db.query(
      `insert into users (email, name, password_hash, role)
       select 'res-' || $1 || '-' || g || '@meche.test', 'Praticien ' || $1 || ' ' || g, u.password_hash, 'USER'
       from generate_series(2, $2::int) g, users u where u.email = $3`,
      [tag, count, first],
    );
  }
  return Array.from({ length: count }, (_, i) => emailOf(tag, i + 1));
}

/** Logs every practitioner in (argon2 verification is CPU-bound: a few at a time). */
export async function loginAll(api, emails) {
  const sessions = new Array(emails.length);
  await forEachBounded(emails, 4, async (email, i) => {
    const session = new Session(api, email);
    await session.login(email, PASSWORD);
    sessions[i] = session;
  });
  return sessions;
}

let serial = 0;
export function clientBody(overrides = {}) {
  serial += 1;
  return {
    firstName: `Prénom${serial}`,
    lastName: `Nom${serial}`,
    sex: random.pick(['M', 'F']),
    email: `client${serial}@example.org`,
    city: 'Lyon',
    zipCode: '69001',
    stress: 'Modéré',
    ...overrides,
  };
}

/** Prices with cents, so any float drift in `price × quantity` or the total would show. */
function productBody(i) {
  return {
    name: `Produit ${i}`,
    type: 'Lotion',
    refProduct: `REF-${i}`,
    productPrice: random.int(100, 9999) / 100,
    description: '<p>Soin</p>',
  };
}

export async function seedCatalogue(session, { clients, products }) {
  const clientList = [];
  for (let i = 0; i < clients; i++) clientList.push(await session.ok('POST', '/api/client', clientBody()));
  const productList = [];
  for (let i = 0; i < products; i++) productList.push(await session.ok('POST', '/api/product', productBody(i)));
  return { clients: clientList, products: productList };
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** `n` cares over distinct products, each with a small plan. */
export function randomCares(products, n) {
  return random.sample(products, n).map((p) => {
    const ticks = random.int(1, 4);
    return {
      productDTO: { id: p.id },
      quantity: random.int(1, 9),
      durationWeeks: 2,
      timeSlot: Array.from({ length: ticks }, () => random.pick(['Matin', 'Soir'])),
      daysOfWeek: Array.from({ length: ticks }, () => random.pick(DAYS)),
      weeks: Array.from({ length: ticks }, () => random.int(1, 2)),
    };
  });
}

/** What must be stored for a body: product → quantity, order-free. */
export const caresKey = (cares) =>
  cares
    .map((c) => `${c.productDTO?.id ?? c.productId}x${c.quantity}`)
    .sort()
    .join(',');
