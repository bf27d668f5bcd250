// The same-work ceiling of the API bench: a bare Fastify 5 server in its own process doing, for one practitioner
// (OWNER_ID), the SQL the API does for a read — as named prepared statements on a pg pool of the API's size — and
// answering the same JSON (the bench checks it byte for byte against the API before measuring). No session, no
// validation, no logger, no hooks: what is left is the floor this architecture (Node + pg + PostgreSQL) can reach.
// Env: PORT, HOST, DATABASE_URL, OWNER_ID. Prints `ready` on stdout once listening.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const owner = Number(process.env.OWNER_ID);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// numeric (prices) as numbers, as the API answers them.
pg.types.setTypeParser(1700, (v) => Number(v));

const CLIENT_SUMMARY = `c.id, c.user_id as "userId", c.first_name as "firstName", c.last_name as "lastName", c.sex, c.email,
  c.mobile_phone as "mobilePhone", c.city, c.zip_code as "zipCode", c.birthday::text as birthday, c.created, c.modified`;

const statements = {
  clientsPage: {
    name: 'ceiling_clients_page',
    text: `select ${CLIENT_SUMMARY} from clients c
      join (select id from clients where user_id = $1 order by last_name_key, id limit $2 offset $3) p on p.id = c.id
      order by c.last_name_key, c.id`,
  },
  clientsTotal: { name: 'ceiling_clients_total', text: 'select sum(total)::bigint as total from client_counts where user_id = $1' },
  client: { name: 'ceiling_client', text: 'select *, birthday::text as birthday, consent_given_on::text as consent_given_on from clients where id = $1 and user_id = $2' },
  audit: { name: 'ceiling_audit', text: `insert into audit_log (user_id, client_id, action, request_id) values ($1, $2, 'read', $3)` },
  productsPage: {
    name: 'ceiling_products_page',
    text: `select p.id, p.user_id, p.name, p.type, p.ref_product, p.product_price, p.description, p.contraindications,
        c.id as category_id, c.name as category_name, c.tva as category_tva
      from products p left join categories c on c.id = p.category_id
      join (select id from products where user_id = $1 order by category_key, category_id, lower(name), id limit $2 offset $3) pg
        on pg.id = p.id
      order by p.category_key, p.category_id, lower(p.name), p.id`,
  },
  productsTotal: { name: 'ceiling_products_total', text: 'select sum(total)::bigint as total from product_counts where user_id = $1' },
};

const run = async (statement, values) => (await pool.query({ ...statement, values })).rows;
const page = (content, total, number, size) => ({ content, totalPages: Math.ceil(total / size), totalElements: total, number, size });
const paging = (query) => {
  const number = Math.max(0, Number(query.page ?? 0) || 0);
  const size = Math.min(100, Math.max(1, Number(query.size ?? 20) || 20));
  return { number, size };
};

/** snake_case columns to the API's camelCase fields; derived columns (search text, sort keys) left out. */
const DERIVED = new Set(['search_text', 'last_name_key', 'first_name_key', 'city_key']);
const CONSENT = ['consent_given_on', 'consent_method', 'consent_text_version', 'consent_recorded_at', 'consent_recorded_by'];
const camel = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
function toClient(row) {
  const client = {};
  for (const [key, value] of Object.entries(row)) {
    if (DERIVED.has(key) || CONSENT.includes(key)) continue;
    client[camel(key)] = value;
  }
  client.consent =
    row.consent_given_on && row.consent_recorded_at
      ? {
          givenOn: row.consent_given_on,
          method: row.consent_method,
          textVersion: row.consent_text_version ?? '',
          recordedAt: row.consent_recorded_at,
          recordedBy: row.consent_recorded_by ?? row.user_id,
        }
      : null;
  return client;
}

const toProduct = (r) => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  type: r.type,
  refProduct: r.ref_product,
  productPrice: r.product_price,
  description: r.description,
  categoryDTO: r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '', tva: r.category_tva },
  contraindications: r.contraindications,
});

const app = Fastify({
  logger: false,
  bodyLimit: 1024 * 1024,
  http: { maxHeaderSize: 16 * 1024 },
  routerOptions: { ignoreTrailingSlash: true },
});

app.get('/api/clients', async (request) => {
  const { number, size } = paging(request.query);
  const [rows, [count]] = await Promise.all([
    run(statements.clientsPage, [owner, size, number * size]),
    run(statements.clientsTotal, [owner]),
  ]);
  return page(rows, Number(count?.total ?? 0), number, size);
});

app.get('/api/client/:id', async (request, reply) => {
  const [row] = await run(statements.client, [Number(request.params.id), owner]);
  if (!row) return reply.code(404).send({ message: 'Introuvable' });
  await run(statements.audit, [owner, row.id, randomUUID()]);
  return toClient(row);
});

app.get('/api/products', async (request) => {
  const { number, size } = paging(request.query);
  const [rows, [count]] = await Promise.all([
    run(statements.productsPage, [owner, size, number * size]),
    run(statements.productsTotal, [owner]),
  ]);
  return page(rows.map(toProduct), Number(count?.total ?? 0), number, size);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => pool.end()).then(() => process.exit(0)));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write('ready\n');
