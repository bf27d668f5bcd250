import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { VISIT_DURATION_MAX, VISIT_MSG, VISIT_TIME_ZONE, parisParts, type Visit, type VisitValues } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { lockOwned } from '../db/owned-rows';
import { inTransaction } from '../db/transaction';
import { clientPhotos, clients, programs, users, visits } from '../db/schema';
import { HttpError, conflict } from '../shared/http-errors';

const zone = sql.raw(`'${VISIT_TIME_ZONE}'`);
const localDay = sql<string>`to_char(${visits.startsAt} at time zone ${zone}, 'YYYY-MM-DD')`;
/** Photos of the client dated the visit's Paris day: the index on (user, client, date taken) answers it. */
const photosOnDay = sql<number>`(select count(*)::int from ${clientPhotos} where ${clientPhotos.userId} = ${visits.userId}
  and ${clientPhotos.clientId} = ${visits.clientId} and ${clientPhotos.takenOn} = (${visits.startsAt} at time zone ${zone})::date)`;

/**
 * The visit's programme name, looked up per visit by primary key: a join let the planner hash the whole programs
 * table once it was small enough, a read that grew with every practice on the platform.
 */
const programReference = sql<string | null>`(select ${programs.programReference} from ${programs} where ${programs.id} = ${visits.programId})`;

const columns = {
  id: visits.id,
  userId: visits.userId,
  clientId: visits.clientId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  programId: visits.programId,
  programReference,
  startsAt: visits.startsAt,
  durationMinutes: visits.durationMinutes,
  kind: visits.kind,
  note: visits.note,
  localDate: localDay,
  photosOnDay,
  cancelledAt: visits.cancelledAt,
  created: visits.created,
  modified: visits.modified,
};

const selectRows = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .where(where)
    .orderBy(asc(visits.startsAt), asc(visits.id));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toVisit = ({ firstName, lastName, startsAt, cancelledAt, created, modified, ...row }: Row): Visit => ({
  ...row,
  clientName: `${firstName} ${lastName}`,
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
  cancelledAt: cancelledAt?.toISOString() ?? null,
  created: created.toISOString(),
  modified: modified.toISOString(),
});

const select = async (db: Db, where: SQL | undefined): Promise<Visit[]> => (await selectRows(db, where)).map(toVisit);

const ownedVisit = (userId: number, id: number) => and(eq(visits.id, id), eq(visits.userId, userId));

/** Midnight (Paris) of a 'YYYY-MM-DD' day plus `days`: 23 or 25 hours after the previous one across a clock change. */
const parisMidnight = (day: string, days: number) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${zone})`;

/**
 * What a visit change was, for whoever follows visits (reminders, calendar feed): the visit before (null when
 * created) and after. 'moved' when its start or duration changed, 'updated' for its kind, note or programme only.
 */
export interface VisitChange {
  type: 'created' | 'moved' | 'updated' | 'cancelled';
  before: Visit | null;
  after: Visit;
}

/**
 * Refuses (409) a slot that overlaps a live visit of the practitioner, other than `exceptId`. The practitioner's row
 * is locked first (FOR NO KEY UPDATE: writes of other rows pointing at it still go), so two bookings of the same
 * practitioner check and write one after the other and cannot both take a slot, whatever the database.
 */
async function assertSlotFree(tx: Tx, userId: number, startsAt: Date, durationMinutes: number, exceptId: number | null): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  // No visit lasts more than VISIT_DURATION_MAX: the lower bound keeps the search on the (user, start) index.
  const earliest = new Date(startsAt.getTime() - VISIT_DURATION_MAX * 60_000);
  const [clash] = await select(
    tx,
    and(
      eq(visits.userId, userId),
      isNull(visits.cancelledAt),
      exceptId === null ? undefined : ne(visits.id, exceptId),
      sql`${visits.startsAt} > ${earliest.toISOString()}::timestamptz`,
      sql`${visits.startsAt} < ${endsAt.toISOString()}::timestamptz`,
      sql`${visits.startsAt} + make_interval(mins => ${visits.durationMinutes}) > ${startsAt.toISOString()}::timestamptz`,
    ),
  );
  if (!clash) return;
  const start = parisParts(clash.startsAt);
  throw conflict(VISIT_MSG.overlap({ clientName: clash.clientName, date: start.date, start: start.time, end: parisParts(clash.endsAt).time }));
}

/** The client (locked against deletion) and the programme, both the practitioner's; the programme that client's. */
async function checkReferences(tx: Tx, userId: number, values: VisitValues): Promise<boolean> {
  if (!(await lockOwned(tx, clients, { userId, id: values.clientId }, 'key share'))) return false;
  if (values.programId === null) return true;
  const program = await lockOwned(tx, programs, { userId, id: values.programId }, 'key share');
  if (program?.clientId !== values.clientId) throw new HttpError(400, VISIT_MSG.programOfAnotherClient);
  return true;
}

const stored = (values: VisitValues) => ({
  clientId: values.clientId,
  programId: values.programId,
  startsAt: new Date(values.startsAt),
  durationMinutes: values.durationMinutes,
  kind: values.kind,
  note: values.note,
});

const one = async (db: Db, userId: number, id: number) => (await select(db, ownedVisit(userId, id)))[0] ?? null;

/** Visits, built on the database or on a transaction; every write answers the change (before/after) or null (404). */
export function createVisitRepository(db: Db) {
  return {
    /** Live visits starting within `days` Paris days from `from` ('YYYY-MM-DD'), in time order. */
    range: (userId: number, from: string, days: number) =>
      select(
        db,
        and(
          eq(visits.userId, userId),
          isNull(visits.cancelledAt),
          sql`${visits.startsAt} >= ${parisMidnight(from, 0)}`,
          sql`${visits.startsAt} < ${parisMidnight(from, days)}`,
        ),
      ),

    /** Every visit of the client, cancelled ones included, in time order; null when not the practitioner's client. */
    async ofClient(userId: number, clientId: number): Promise<Visit[] | null> {
      const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
      return client ? select(db, and(eq(visits.userId, userId), eq(visits.clientId, clientId))) : null;
    },

    get: (userId: number, id: number) => one(db, userId, id),

    create: (userId: number, values: VisitValues): Promise<VisitChange | null> =>
      inTransaction(db, async (tx) => {
        if (!(await checkReferences(tx, userId, values))) return null;
        await assertSlotFree(tx, userId, new Date(values.startsAt), values.durationMinutes, null);
        const [row] = await tx.insert(visits).values({ userId, ...stored(values) }).returning({ id: visits.id });
        const after = row && (await one(tx, userId, row.id));
        return after ? { type: 'created', before: null, after } : null;
      }),

    /** Moves or edits a live visit; a cancelled one answers 409 (book a new one). */
    update: (userId: number, id: number, values: VisitValues): Promise<VisitChange | null> =>
      inTransaction(db, async (tx) => {
        if (!(await lockOwned(tx, visits, { userId, id }))) return null;
        const before = await one(tx, userId, id);
        if (!before) return null;
        if (before.cancelledAt) throw conflict(VISIT_MSG.cancelled);
        if (!(await checkReferences(tx, userId, values))) return null;
        await assertSlotFree(tx, userId, new Date(values.startsAt), values.durationMinutes, id);
        await tx.update(visits).set({ ...stored(values), modified: new Date() }).where(eq(visits.id, id));
        const after = await one(tx, userId, id);
        if (!after) return null;
        const moved = after.startsAt !== before.startsAt || after.durationMinutes !== before.durationMinutes;
        return { type: moved ? 'moved' : 'updated', before, after };
      }),

    /** Cancels a visit (kept, slot freed). A visit already cancelled is answered as it is, with no change to report. */
    cancel: (userId: number, id: number): Promise<{ change: VisitChange | null } | null> =>
      inTransaction(db, async (tx) => {
        if (!(await lockOwned(tx, visits, { userId, id }))) return null;
        const before = await one(tx, userId, id);
        if (!before) return null;
        if (before.cancelledAt) return { change: null };
        const now = new Date();
        await tx.update(visits).set({ cancelledAt: now, modified: now }).where(eq(visits.id, id));
        const after = await one(tx, userId, id);
        return { change: after ? { type: 'cancelled', before, after } : null };
      }),
  };
}
