/**
 * Volume seeding for the benchmarks: practitioners, clients, categories, products and programmes
 * with their cares, written set-based (`INSERT … SELECT … FROM generate_series`) so a million clients take
 * seconds, not the hours a row-by-row API import would.
 *
 * The values come from French word lists; every derived column the app relies on (search_text, sort keys)
 * is computed with the app's own functions on the list entries, then only concatenated in SQL, so a seeded
 * row holds exactly what the API would have written for the same values (proved by volume.test.ts).
 *
 * Counts are targets per practitioner: a second run tops up to the new count (10k → 100k → 1M in one db).
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { buildSearchText, normaliseSearch } from '../shared/search-text';
import { sanitizeDescription } from '../products/sanitize-description';
import { openDatabase, type Database, type Db } from './database';
import { inTransaction } from './transaction';
import {
  CATEGORIES,
  CITIES,
  COMMENTS,
  DAYS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_DESCRIPTIONS,
  PRODUCT_STEMS,
  PRODUCT_VARIANTS,
  QUESTIONNAIRE_ANSWERS,
  STREETS,
} from './seed-volume-data';

export interface SeedVolumeOptions {
  /** A PostgreSQL URL; or pass `database` (already open, e.g. a test's PGlite). */
  databaseUrl?: string;
  database?: Database;
  /** Number of practitioner accounts: volume-1@meche.test … volume-N@meche.test. Default 1. */
  practitioners?: number;
  /** Targets per practitioner (rows already there count). */
  clients?: number;
  products?: number;
  programmes?: number;
  /** Agenda visits per practitioner: four a working day (Monday to Friday) from Monday 5 January 2026. */
  visits?: number;
  /** Password of every seeded account; default: a random one (printed). Existing accounts get it too. */
  password?: string;
  /** Account emails are `${emailPrefix}-<n>@meche.test`. Default 'volume'. */
  emailPrefix?: string;
  log?: (message: string) => void;
}

interface SeededPractitioner {
  id: number;
  email: string;
  clients: number;
  products: number;
  programmes: number;
  visits: number;
  /** A few ids of each kind (spread over the practitioner's rows), for benchmarks that need targets. */
  sample: { clientIds: number[]; productIds: number[]; programIds: number[] };
}

export interface SeedVolumeResult {
  password: string;
  practitioners: SeededPractitioner[];
  /** Rows in each table at the end (all practitioners). */
  rows: Record<string, number>;
  /** Rows written by this run, per table. */
  inserted: Record<string, number>;
  seconds: number;
}

/** The tables the seeder writes, in dependency order. */
const TABLES = ['users', 'clients', 'categories', 'products', 'programs', 'cares', 'visits'] as const;
const SAMPLE_SIZE = 50;
/** From this many new rows (and more than already there), indexes are rebuilt rather than maintained. */
const BULK_THRESHOLD = 50_000;


const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A SQL string literal; the lists are our own constants, quoting still done properly. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArrayLiteral = (values: readonly (string | null)[]): string =>
  `(array[${values.map((v) => (v === null ? 'null' : literal(v))).join(',')}]::text[])`;
const textArray = (values: readonly (string | null)[]): SQL => sql.raw(textArrayLiteral(values));

/** A deterministic pseudo-random non-negative int per (row, field): cheap, no volatile random() per call. */
const hash = (row: string, field: number) => `(hashint8(${row} * 64 + ${field}) & 2147483647)`;

/** ASCII letters and digits only, for the local part of the generated emails. */
const emailPart = (value: string) => normaliseSearch(value).replace(/[^a-z0-9]/g, '');


export async function seedVolume(options: SeedVolumeOptions): Promise<SeedVolumeResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  let database = options.database;
  let owned = false;
  if (!database) {
    if (!options.databaseUrl) throw new Error('seedVolume: databaseUrl or database is required');
    database = await openDatabase({ url: options.databaseUrl });
    owned = true;
  }
  try {
    // The API's own migrations: the seeder works on an empty database and never on an outdated schema.
    await database.migrate();
    const db = database.db;
    const password = options.password ?? `volume-${randomBytes(9).toString('base64url')}`;
    const prefix = options.emailPrefix ?? 'volume';
    const targets = {
      practitioners: options.practitioners ?? 1,
      clients: options.clients ?? 0,
      products: options.products ?? 0,
      programmes: options.programmes ?? 0,
      visits: options.visits ?? 0,
    };
    if (targets.programmes > 0 && targets.products === 0) throw new Error('seedVolume: programmes need products (--products ≥ 1)');

    const before = await countRows(db);
    const users = await upsertPractitioners(db, prefix, targets.practitioners, await hashPassword(password));
    log(`${users.length} practitioner(s): ${users.map((u) => u.email).join(', ')}`);

    const t0 = performance.now();
    const existing = await Promise.all(users.map((u) => countOf(db, 'clients', u.id)));
    const adding = existing.reduce((sum, n) => sum + Math.max(0, targets.clients - n), 0);
    await withBulkLoad(db, 'clients', adding, before.clients ?? 0, log, async (tx) => {
      // The counts taken above: inside the load the indexes may be dropped, and counting again would scan the table.
      for (const [i, user] of users.entries()) await seedClients(tx, user.id, existing[i] ?? 0, targets.clients);
    });
    log(`clients: ${adding} rows in ${secs(performance.now() - t0)} s`);
    // Fresh statistics before the per-practitioner steps: with the previous ones (a tenth of the rows, say) the
    // planner reads a practitioner's clients by scanning the whole table, once per practitioner.
    if (adding > 0) await db.execute(sql.raw('analyze clients'));

    const practitioners: SeededPractitioner[] = [];
    for (const user of users) {
      const t1 = performance.now();
      await seedCategories(db, user.id);
      const products = await seedProducts(db, user.id, targets.products);
      const t2 = performance.now();
      const programmes = await seedProgrammes(db, user.id, targets.programmes);
      const t3 = performance.now();
      const visits = await seedVisits(db, user.id, targets.visits);
      log(`${user.email}: ${products} products (${secs(t2 - t1)} s), ${programmes} programmes (${secs(t3 - t2)} s), ${visits} visits`);
      const clients = await countOf(db, 'clients', user.id);
      practitioners.push({ ...user, clients, products, programmes, visits, sample: await sampleIds(db, user.id) });
    }

    const t4 = performance.now();
    // Fresh statistics and visibility map: the planner and index-only scans see the data as a live db would.
    await db.execute(sql.raw(`vacuum analyze ${TABLES.join(', ')}`));
    log(`vacuum analyze: ${secs(performance.now() - t4)} s`);

    const rows = await countRows(db);
    const inserted = Object.fromEntries(TABLES.map((t) => [t, (rows[t] ?? 0) - (before[t] ?? 0)]));
    return { password, practitioners, rows, inserted, seconds: Number(secs(performance.now() - started)) };
  } finally {
    if (owned) await database.close();
  }
}

const secs = (ms: number) => (ms / 1000).toFixed(1);

async function countRows(db: Db): Promise<Record<string, number>> {
  const query = TABLES.map((t) => `select '${t}' as name, count(*)::bigint as n from ${t}`).join(' union all ');
  const out: Record<string, number> = {};
  for (const r of rowsOf<{ name: string; n: string | number }>(await db.execute(sql.raw(query)))) out[r.name] = Number(r.n);
  return out;
}

/** Creates the accounts that do not exist yet; every account gets the run's password hash. */
async function upsertPractitioners(db: Db, prefix: string, count: number, passwordHash: string) {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@meche.test`);
  const names = emails.map((_, i) => `Praticien volume ${i + 1}`);
  const result = await db.execute(sql`
    insert into users (email, name, password_hash, role)
    select e, n, ${passwordHash}, 'USER' from unnest(${textArray(emails)}, ${textArray(names)}) as t(e, n)
    on conflict (email) do update set password_hash = excluded.password_hash, active = true
    returning id, email`);
  const rows = rowsOf<{ id: number; email: string }>(result);
  return emails.map((email) => ({ id: Number(rows.find((r) => r.email === email)?.id), email }));
}

/**
 * Runs `load` in one transaction. When it adds many rows (more than the table holds), the table's
 * secondary indexes are dropped first and rebuilt after: one sorted build is several times cheaper than a
 * million one-by-one GIN/btree insertions. Their definitions are read from the catalogue, so whatever the
 * migrations created is rebuilt identically; a failure rolls the drop back with the rest.
 */
async function withBulkLoad(
  db: Db,
  table: string,
  adding: number,
  existing: number,
  log: (message: string) => void,
  load: (tx: Db) => Promise<void>,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const rebuild = adding >= BULK_THRESHOLD && adding > existing;
    let indexes: { name: string; definition: string }[] = [];
    if (rebuild) {
      indexes = rowsOf<{ name: string; definition: string }>(
        await tx.execute(sql`
          select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.schemaname = 'public' and i.tablename = ${table}
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
      );
      for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    }
    await load(tx);
    if (rebuild) {
      const t0 = performance.now();
      // Session-local memory for the sorts of the builds (the server default is sized for many connections).
      await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
      log(`${table}: ${indexes.length} indexes rebuilt in ${secs(performance.now() - t0)} s`);
    }
  });
}

async function countOf(db: Db, table: string, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*)::bigint as n from ${sql.identifier(table)} where user_id = ${userId}`),
  );
  return Number(row?.n ?? 0);
}

/** The lists with their derived forms, computed once by the app's own functions. */
const FIRST = {
  names: FIRST_NAMES.map(([n]) => n),
  sexes: FIRST_NAMES.map(([, s]) => s),
  keys: FIRST_NAMES.map(([n]) => normaliseSearch(n)),
  email: FIRST_NAMES.map(([n]) => emailPart(n)),
};
const LAST = {
  names: LAST_NAMES,
  keys: LAST_NAMES.map((n) => normaliseSearch(n)),
  email: LAST_NAMES.map((n) => emailPart(n)),
};
const CITY = {
  names: CITIES.map(([c]) => c),
  keys: CITIES.map(([c]) => normaliseSearch(c)),
  zips: CITIES.map(([, z]) => z),
};
const ANSWERED_FIELDS = Object.entries(QUESTIONNAIRE_ANSWERS);
const snake = (field: string) => field.replace(/[A-Z0-9]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One statement for all the missing clients of a practitioner. Optional fields are absent for part of the
 * rows (NULL, like an empty field sent to the API), and search_text is concat_ws over the normalised
 * parts — the same string buildSearchText makes, since each part is already normalised and NULLs are skipped.
 */
async function seedClients(db: Db, userId: number, existing: number, target: number): Promise<number> {
  if (existing >= target) return existing;
  const row = `(${userId}::bigint * 1000003 + i)`;
  const h = (field: number) => hash(row, field);
  const pick = (field: number, n: number) => `(${h(field)} % ${n} + 1)`;
  const phone = (field: number, lead: string) => {
    const d8 = `lpad((${h(field)} % 100000000)::text, 8, '0')`;
    return {
      spaced: `${lead} || ' ' || substr(${d8}, 1, 2) || ' ' || substr(${d8}, 3, 2) || ' ' || substr(${d8}, 5, 2) || ' ' || substr(${d8}, 7, 2)`,
      digits: `${lead.replace(/ /g, '')} || ${d8}`,
    };
  };
  const mobileLead = `('0' || (6 + ${h(10)} % 2)::text)`;
  const mobile = phone(11, mobileLead);
  const home = phone(12, `'01'`);
  const questionnaire = ANSWERED_FIELDS.map(
    ([field, answers], k) =>
      `case when answered and ${h(40 + k)} % 10 < 7 then ${textArrayLiteral(answers)}[${pick(20 + k, answers.length)}] end as ${snake(field)}`,
  );
  await db.execute(sql`
    insert into clients (
      user_id, first_name, last_name, sex, email, mobile_phone, home_phone, birthday, city, street_name, zip_code,
      comments, ${sql.raw(ANSWERED_FIELDS.map(([f]) => snake(f)).join(', '))},
      search_text, last_name_key, first_name_key, city_key, created, modified)
    select ${userId}, first_name, last_name, sex, email, mobile_phone, home_phone, birthday, city, street_name, zip_code,
      comments, ${sql.raw(ANSWERED_FIELDS.map(([f]) => snake(f)).join(', '))},
      concat_ws(' ', first_key, last_key, email, city_key, zip_code, mobile_phone, mobile_digits, home_phone, home_digits),
      last_key, first_key, city_key, created, least(now(), created + (${sql.raw(h(9))} % 8000000) * interval '1 second')
    from (
      select
        ${textArray(FIRST.names)}[fi] as first_name, ${textArray(FIRST.keys)}[fi] as first_key, ${textArray(FIRST.sexes)}[fi] as sex,
        ${textArray(LAST.names)}[li] as last_name, ${textArray(LAST.keys)}[li] as last_key,
        case when ${sql.raw(h(4))} % 100 < 80 then
          ${textArray(FIRST.email)}[fi] || '.' || ${textArray(LAST.email)}[li] || (${sql.raw(h(5))} % 1000)::text || '@'
          || ${textArray(EMAIL_DOMAINS)}[${sql.raw(pick(6, EMAIL_DOMAINS.length))}] end as email,
        case when has_mobile then ${sql.raw(mobile.spaced)} end as mobile_phone,
        case when has_mobile then ${sql.raw(mobile.digits)} end as mobile_digits,
        case when has_home then ${sql.raw(home.spaced)} end as home_phone,
        case when has_home then ${sql.raw(home.digits)} end as home_digits,
        case when ${sql.raw(h(13))} % 100 < 85 then date '1940-01-01' + (${sql.raw(h(14))} % 23000)::int end as birthday,
        case when has_city then ${textArray(CITY.names)}[ci] end as city,
        case when has_city then ${textArray(CITY.keys)}[ci] end as city_key,
        case when has_city then ${textArray(CITY.zips)}[ci] end as zip_code,
        case when has_city then (1 + ${sql.raw(h(15))} % 120)::text || ' ' || ${textArray(STREETS)}[${sql.raw(pick(16, STREETS.length))}] end as street_name,
        case when ${sql.raw(h(17))} % 100 < 10 then ${textArray(COMMENTS)}[${sql.raw(pick(18, COMMENTS.length))}] end as comments,
        ${sql.raw(questionnaire.join(',\n        '))},
        now() - (${sql.raw(h(8))} % 157680000) * interval '1 second' as created,
        i
      from (
        select i, ${sql.raw(pick(1, FIRST.names.length))} as fi, ${sql.raw(pick(2, LAST.names.length))} as li,
          ${sql.raw(pick(3, CITY.names.length))} as ci,
          ${sql.raw(h(7))} % 100 < 90 as has_city, ${sql.raw(h(19))} % 100 < 85 as has_mobile,
          ${sql.raw(h(39))} % 100 < 20 as has_home, ${sql.raw(h(38))} % 100 < 40 as answered
        from generate_series(${existing + 1}::bigint, ${target}::bigint) as i
      ) picks
    ) v`);
  return target;
}

async function seedCategories(db: Db, userId: number): Promise<void> {
  if ((await countOf(db, 'categories', userId)) > 0) return;
  const names = CATEGORIES.map(([n]) => n);
  await db.execute(sql`
    insert into categories (user_id, name, tva, search_text)
    select ${userId}, n, t, s from unnest(${textArray(names)}, ${textArray(CATEGORIES.map(([, t]) => t))},
      ${textArray(names.map((n) => buildSearchText([n])))}) as c(n, t, s)`);
}

const STEM = {
  names: PRODUCT_STEMS.map(([n]) => n),
  keys: PRODUCT_STEMS.map(([n]) => normaliseSearch(n)),
  types: PRODUCT_STEMS.map(([, t]) => t),
  typeKeys: PRODUCT_STEMS.map(([, t]) => normaliseSearch(t)),
};
const VARIANT = { names: PRODUCT_VARIANTS, keys: PRODUCT_VARIANTS.map((v) => normaliseSearch(v)) };
/** Stored as the API stores them: through the sanitiser. */
const DESCRIPTIONS = PRODUCT_DESCRIPTIONS.map(sanitizeDescription);

/** Name 'Stem variant n', ref 'REF-00000n', search_text = buildSearchText([name, type, ref]). */
async function seedProducts(db: Db, userId: number, target: number): Promise<number> {
  const existing = await countOf(db, 'products', userId);
  if (existing >= target) return existing;
  const row = `(${userId}::bigint * 1000003 + i)`;
  const h = (field: number) => sql.raw(hash(row, field));
  await db.execute(sql`
    insert into products (user_id, category_id, name, type, ref_product, product_price, description, search_text)
    select ${userId}, case when ${h(1)} % 10 = 0 then null else cats[1 + ${h(2)} % cardinality(cats)] end,
      ${textArray(STEM.names)}[si] || ' ' || ${textArray(VARIANT.names)}[vi] || ' ' || i,
      ${textArray(STEM.types)}[si], 'REF-' || lpad(i::text, 6, '0'),
      ((100 + ${h(3)} % 9900) / 100.0)::numeric(12, 2),
      ${textArray(DESCRIPTIONS)}[1 + ${h(4)} % ${DESCRIPTIONS.length}],
      ${textArray(STEM.keys)}[si] || ' ' || ${textArray(VARIANT.keys)}[vi] || ' ' || i || ' '
        || ${textArray(STEM.typeKeys)}[si] || ' ref-' || lpad(i::text, 6, '0')
    from (
      select i, 1 + ${h(5)} % ${STEM.names.length} as si, 1 + ${h(6)} % ${VARIANT.names.length} as vi
      from generate_series(${existing + 1}::bigint, ${target}::bigint) as i
    ) picks,
    (select array_agg(id order by id) as cats from categories where user_id = ${userId}) c`);
  return target;
}

/** Plans a care can have: [time slots, days, weeks]; durationWeeks = the last week, as planColumns stores it. */
const PLANS: ReadonlyArray<readonly [string[], string[], number[]]> = [
  [['Matin'], [DAYS[0]], [1]],
  [['Matin', 'Soir'], [DAYS[0], DAYS[3]], [1, 2]],
  [['Soir', 'Soir', 'Matin'], [DAYS[1], DAYS[4], DAYS[6]], [1, 2, 4]],
  [['Matin', 'Matin'], [DAYS[2], DAYS[2]], [2, 3]],
];
const planCase = (index: string, pick: (plan: (typeof PLANS)[number]) => string) =>
  `case ${index} ${PLANS.map((p, k) => `when ${k} then ${pick(p)}`).join(' ')} end`;

/**
 * Programmes on random clients of the practitioner, each with 1–5 cares on distinct products; as the API
 * does it: care price = product price × quantity, programme total = Σ care prices (summed by the database).
 */
async function seedProgrammes(db: Db, userId: number, target: number): Promise<number> {
  const existing = await countOf(db, 'programs', userId);
  if (existing >= target) return existing;
  const [last] = rowsOf<{ id: number | null }>(await db.execute(sql`select max(id) as id from programs`));
  const after = Number(last?.id ?? 0);
  const row = `(${userId}::bigint * 1000003 + i)`;
  const h = (field: number) => sql.raw(hash(row, field));
  await db.execute(sql`
    insert into programs (user_id, client_id, program_reference, created_date, modified)
    select ${userId}, ids[1 + ${h(1)} % cardinality(ids)],
      case when ${h(2)} % 4 = 0 then 'New Program' else 'Programme ' || i end,
      now() - (${h(3)} % 63072000) * interval '1 second', now()
    from generate_series(${existing + 1}::bigint, ${target}::bigint) as i,
      (select array_agg(id order by id) as ids from clients where user_id = ${userId}) c
    where cardinality(ids) > 0`);
  const care = `(p.id::bigint * 8 + k)`;
  const planIndex = `(${hash(care, 5)} % ${PLANS.length})`;
  await db.execute(sql`
    insert into cares (user_id, program_id, client_id, product_id, quantity, unit_price, tva, care_price, duration_weeks, time_slot, days_of_week, weeks)
    select p.user_id, p.id, p.client_id, pr.ids[idx], q, pr.prices[idx], pr.tvas[idx], pr.prices[idx] * q,
      ${sql.raw(planCase(planIndex, ([, , w]) => String(Math.max(...w))))},
      ${sql.raw(planCase(planIndex, ([s]) => textArrayLiteral(s)))},
      ${sql.raw(planCase(planIndex, ([, d]) => textArrayLiteral(d)))},
      ${sql.raw(planCase(planIndex, ([, , w]) => `array[${w.join(',')}]::int[]`))}
    from (select array_agg(pd.id order by pd.id) as ids, array_agg(pd.product_price order by pd.id) as prices,
                 array_agg(ct.tva order by pd.id) as tvas
          from products pd left join categories ct on ct.id = pd.category_id where pd.user_id = ${userId}) pr,
      programs p,
      lateral generate_series(1, least(cardinality(pr.ids), 1 + ${sql.raw(hash('p.id::bigint', 1))} % 5)) as k,
      -- consecutive products from a random start: distinct within the programme
      lateral (select 1 + (${sql.raw(hash('p.id::bigint', 2))} + k) % cardinality(pr.ids) as idx,
                      1 + ${sql.raw(hash(care, 3))} % 6 as q) pick
    where p.user_id = ${userId} and p.id > ${after}`);
  await db.execute(sql`
    update programs p set total_program_price = s.total
    from (select program_id, sum(care_price) as total from cares where user_id = ${userId} and program_id > ${after}
          group by program_id) s
    where p.id = s.program_id`);
  return target;
}

/** The agenda's first seeded day, a Monday; visits fill four slots a working day from there (never overlapping). */
const SEEDED_VISITS_FROM = '2026-01-05';
const VISITS_PER_DAY = 4;

/**
 * A practitioner's visits: the n-th is on working day n / 4 (Monday to Friday, weeks after SEEDED_VISITS_FROM), at
 * 09:00, 11:00, 14:00 or 16:00 Paris time, 30 to 60 minutes, for a client of hers, of a kind, one in ten cancelled.
 */
async function seedVisits(db: Db, userId: number, target: number): Promise<number> {
  const existing = await countOf(db, 'visits', userId);
  if (existing >= target) return existing;
  const row = `(${userId}::bigint * 1000003 + i)`;
  const h = (field: number) => sql.raw(hash(row, field));
  const day = sql.raw(`((i - 1) / ${VISITS_PER_DAY})`);
  const slot = sql.raw(`((i - 1) % ${VISITS_PER_DAY})`);
  await db.execute(sql`
    insert into visits (user_id, client_id, starts_at, duration_minutes, kind, note, cancelled_at)
    select ${userId}, ids[1 + ${h(1)} % cardinality(ids)],
      ((${SEEDED_VISITS_FROM}::date + (${day} / 5 * 7 + ${day} % 5)::int)::timestamp
        + (array[9, 11, 14, 16])[1 + ${slot}] * interval '1 hour') at time zone 'Europe/Paris',
      30 + 15 * (${h(2)} % 3),
      (array['consultation', 'suivi', 'soin'])[1 + ${h(3)} % 3],
      case when ${h(4)} % 3 = 0 then 'Contrôle ' || i end,
      case when ${h(5)} % 10 = 0 then now() end
    from generate_series(${existing + 1}::bigint, ${target}::bigint) as i,
      (select array_agg(id order by id) as ids from clients where user_id = ${userId}) c
    where cardinality(ids) > 0`);
  return target;
}

/** Ids spread over the practitioner's rows (every n-th), so a benchmark does not hammer one hot row. */
async function sampleIds(db: Db, userId: number): Promise<SeededPractitioner['sample']> {
  const spread = async (table: string) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`
        select id from (select id, row_number() over (order by id) as rn, count(*) over () as n
                        from ${sql.identifier(table)} where user_id = ${userId}) t
        where (rn - 1) % greatest(1, n / ${SAMPLE_SIZE}) = 0 limit ${SAMPLE_SIZE}`),
    ).map((r) => Number(r.id));
  return { clientIds: await spread('clients'), productIds: await spread('products'), programIds: await spread('programs') };
}
