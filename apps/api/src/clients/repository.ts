import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  QUESTIONNAIRE_FIELDS,
  type Client,
  type ClientSortField,
  type Consent,
  type ClientSummary,
  type ClientValues,
  type Page,
} from '@meche/contracts';
import type { Db } from '../db/database';
import { removeOwned } from '../db/owned-rows';
import { clientCounts, clients, programs } from '../db/schema';
import { returnedRow } from '../db/rows';
import { toPage } from '../shared/paging';
import { buildSearchText, normaliseSearch, searchPatterns } from '../shared/search-text';
import { fromKeys } from '../shared/from-keys';

type ClientRow = typeof clients.$inferSelect;

export function toClient(row: ClientRow): Client {
  const questionnaire = fromKeys(QUESTIONNAIRE_FIELDS, (f) => row[f]);
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: row.sex,
    email: row.email,
    mobilePhone: row.mobilePhone,
    homePhone: row.homePhone,
    birthday: row.birthday,
    city: row.city,
    streetName: row.streetName,
    zipCode: row.zipCode,
    comments: row.comments,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    ...questionnaire,
    consent: toConsent(row),
  };
}

function toConsent(row: ClientRow): Consent | null {
  if (!row.consentGivenOn || !row.consentMethod || !row.consentRecordedAt) return null;
  return {
    givenOn: row.consentGivenOn,
    method: row.consentMethod,
    textVersion: row.consentTextVersion ?? '',
    recordedAt: row.consentRecordedAt.toISOString(),
    recordedBy: row.consentRecordedBy ?? row.userId,
    signature: row.consentSignature,
    signedFrom:
      row.consentSignedFromAddress !== null ? { address: row.consentSignedFromAddress, browser: row.consentSignedFromBrowser ?? '' } : null,
  };
}

const digits = (v: string | null) => (v ? v.replace(/\D/g, '') : null);

/** Names, email, city, zip code and phones (with and without spaces) are searchable. */
/** The fields the derived columns are made of: an import, which writes no health answer, passes only these. */
type SearchedFields = Pick<ClientValues, 'firstName' | 'lastName' | 'email' | 'city' | 'zipCode' | 'mobilePhone' | 'homePhone'>;

function clientSearchText(v: SearchedFields): string {
  return buildSearchText([
    v.firstName,
    v.lastName,
    v.email,
    v.city,
    v.zipCode,
    v.mobilePhone,
    digits(v.mobilePhone),
    v.homePhone,
    digits(v.homePhone),
  ]);
}

/** The columns derived from the values: search text and sort keys. */
export const derivedColumns = (v: SearchedFields) => ({
  searchText: clientSearchText(v),
  lastNameKey: normaliseSearch(v.lastName),
  firstNameKey: normaliseSearch(v.firstName),
  cityKey: v.city ? normaliseSearch(v.city) : null,
});

const summaryColumns = {
  id: clients.id,
  userId: clients.userId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  sex: clients.sex,
  email: clients.email,
  mobilePhone: clients.mobilePhone,
  city: clients.city,
  zipCode: clients.zipCode,
  birthday: clients.birthday,
  created: clients.created,
  modified: clients.modified,
};

const SORT_KEYS: Partial<Record<ClientSortField, SQL>> = {
  lastName: sql`${clients.lastNameKey}`,
  firstName: sql`${clients.firstNameKey}`,
  city: sql`${clients.cityKey}`,
  email: sql`lower(${clients.email})`,
};

const sortExpression = (field: ClientSortField): SQL => SORT_KEYS[field] ?? sql`${clients[field]}`;

type Order = typeof asc;
interface PageQuery {
  page: number;
  size: number;
}

const param = {
  userId: sql.placeholder('userId'),
  id: sql.placeholder('id'),
  size: sql.placeholder('size'),
  offset: sql.placeholder('offset'),
};

/**
 * The hot reads as prepared statements, built once per repository: drizzle no longer builds their SQL on each
 * request (a quarter of the API's CPU on a client read), and PostgreSQL parses each once per connection.
 */
function preparedReads(db: Db) {
  const pages = new Map<string, ReturnType<typeof buildPage>>();
  function buildPage(sortBy: ClientSortField, direction: 'asc' | 'desc') {
    const order = direction === 'desc' ? desc : asc;
    const key = sortExpression(sortBy);
    // Ids from the sort's index (deferred join): OFFSET skips index entries, not rows.
    const pageIds = db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.userId, param.userId))
      // id breaks ties so paging never shows a row twice or skips one.
      .orderBy(order(key), order(clients.id))
      .limit(param.size)
      .offset(param.offset)
      .as('page_ids');
    return db
      .select(summaryColumns)
      .from(clients)
      .innerJoin(pageIds, eq(clients.id, pageIds.id))
      .orderBy(order(key), order(clients.id))
      .prepare(`clients_page_${sortBy}_${direction}`);
  }
  return {
    page(sortBy: ClientSortField, direction: 'asc' | 'desc') {
      const name = `${sortBy}_${direction}`;
      let statement = pages.get(name);
      if (!statement) {
        statement = buildPage(sortBy, direction);
        pages.set(name, statement);
      }
      return statement;
    },
    /** The practitioner's client total: the sum of the counter slots the triggers keep. */
    total: db
      .select({ total: sql<string | null>`sum(${clientCounts.total})` })
      .from(clientCounts)
      .where(eq(clientCounts.userId, param.userId))
      .prepare('clients_total'),
    find: db
      .select()
      .from(clients)
      .where(and(eq(clients.id, param.id), eq(clients.userId, param.userId)))
      .prepare('clients_find'),
  };
}

/** The unfiltered list: the page from its sort's index and the total from the counter, in parallel. */
async function listPage(
  reads: ReturnType<typeof preparedReads>,
  userId: number,
  query: PageQuery & { sortBy: ClientSortField; direction: 'asc' | 'desc' },
) {
  const [rows, [count]] = await Promise.all([
    reads.page(query.sortBy, query.direction).execute({ userId, size: query.size, offset: query.page * query.size }),
    reads.total.execute({ userId }),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A search: one pass over the matches gives the page's ids and their exact count (count(*) over ()). */
async function searchPage(db: Db, where: SQL | undefined, key: SQL, order: Order, query: PageQuery) {
  const matches = db
    .select({ id: clients.id, key: sql`${key}`.as('sort_key'), total: sql<number>`count(*) over ()`.as('total') })
    .from(clients)
    .where(where)
    .as('matches');
  const pageIds = db
    .select({ id: matches.id, key: matches.key, total: matches.total })
    .from(matches)
    .orderBy(order(matches.key), order(matches.id))
    .limit(query.size)
    .offset(query.page * query.size)
    .as('page_ids');
  const found = await db
    .select({ ...summaryColumns, total: pageIds.total })
    .from(clients)
    .innerJoin(pageIds, eq(clients.id, pageIds.id))
    .orderBy(order(pageIds.key), order(pageIds.id));
  const rows = found.map(({ total: _total, ...row }) => row);
  // A page past the last match carries no row to read the count from: count apart (rare).
  const total = found[0] ? Number(found[0].total) : query.page > 0 ? await db.$count(clients, where) : 0;
  return { rows, total };
}

export function createClientRepository(db: Db) {
  let prepared: ReturnType<typeof preparedReads> | undefined;
  // Built on first use: a repository made for one transaction's write never builds them.
  const reads = () => (prepared ??= preparedReads(db));
  return {
    /**
     * One page in the list's order, shaped to stay flat from 10 to a million clients.
     * Without search: the page's ids come from the sort's index (user_id, key, id) alone, OFFSET skipping
     * index entries rather than rows, then only those ids are joined back (a deferred join); the total is the
     * practitioner's counter (client_counts, kept by triggers in the same transaction as every insert and
     * delete), exact without counting a million rows.
     * With a search: the matches are found once through the trigram index, counted by a window over them
     * (exact totalPages) and sorted top-N for the page. Walking the sort index and filtering is not used on
     * purpose: when the matches sit late in the sort order ('pet' is only Petit) it reads most of the table.
     */
    async list(
      userId: number,
      query: { page: number; size: number; search: string; sortBy: ClientSortField; direction: 'asc' | 'desc' },
    ): Promise<Page<ClientSummary>> {
      const patterns = searchPatterns(query.search);
      const { rows, total } = patterns.length
        ? await searchPage(
            db,
            and(eq(clients.userId, userId), ...patterns.map((p) => like(clients.searchText, p))),
            sortExpression(query.sortBy),
            query.direction === 'desc' ? desc : asc,
            query,
          )
        : await listPage(reads(), userId, query);
      const content = rows.map((r) => ({
        ...r,
        created: r.created.toISOString(),
        modified: r.modified.toISOString(),
      }));
      return toPage(content, total, query.page, query.size);
    },

    async find(userId: number, id: number): Promise<Client | null> {
      const [row] = await reads().find.execute({ id, userId });
      return row ? toClient(row) : null;
    },

    async create(userId: number, values: ClientValues): Promise<Client> {
      const rows = await db
        .insert(clients)
        .values({ ...values, userId, ...derivedColumns(values) })
        .returning();
      return toClient(returnedRow(rows));
    },

    async update(userId: number, id: number, values: ClientValues): Promise<Client | null> {
      const [row] = await db
        .update(clients)
        .set({ ...values, ...derivedColumns(values), modified: new Date() })
        .where(and(eq(clients.id, id), eq(clients.userId, userId)))
        .returning();
      return row ? toClient(row) : null;
    },

    /** 'in-use' while the client has programmes (the caller answers 409). */
    remove: (userId: number, id: number) =>
      removeOwned(db, clients, { userId, id }, async (tx) => (await tx.$count(programs, eq(programs.clientId, id))) > 0),
  };
}
