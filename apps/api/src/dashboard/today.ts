import { sql, type SQL } from 'drizzle-orm';
import { CURE_ENDING_DAYS, PHOTO_RETAKE_WEEKS_DEFAULT, TODAY_LIST_LIMIT, VISIT_TIME_ZONE, type Today, type VisitKind } from '@meche/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

const zone = sql.raw(`'${VISIT_TIME_ZONE}'`);
const today = sql`(now() at time zone ${zone})::date`;

/**
 * The practitioner's cures under way: each programme with its first day (its start date, set when its planning is
 * first saved; a programme never planned counts from its creation day in Paris) and its length (its longest care's
 * weeks). Every step reads by the practitioner's id first: programs (user_id, client_id), cares by programme, visits
 * (client_id, starts_at), photos (user_id, client_id, taken_on) — what one practice has, whatever the number of
 * practices.
 */
const curesUnderWay = (userId: number) => sql`
  with cures as (
    select p.id as program_id, p.client_id, p.program_reference,
           coalesce(p.start_date, (p.created_date at time zone ${zone})::date) as start_day,
           w.weeks
    from programs p
    -- A lateral join: each programme's cares are read once, not once per condition on the weeks.
    cross join lateral (select coalesce(max(ca.duration_weeks), 0) as weeks from cares ca where ca.program_id = p.id) w
    where p.user_id = ${userId}
  )
  select c.program_id, c.client_id, cl.first_name, cl.last_name, c.program_reference,
         to_char(c.start_day, 'YYYY-MM-DD') as start_day,
         to_char(c.start_day + c.weeks * 7 - 1, 'YYYY-MM-DD') as last_day,
         c.start_day + c.weeks * 7 - 1 as last_date
  from cures c
  join clients cl on cl.id = c.client_id
  where c.weeks > 0 and c.start_day <= ${today} and c.start_day + c.weeks * 7 - 1 >= ${today}`;

interface CureRow {
  program_id: number;
  client_id: number;
  first_name: string;
  last_name: string;
  program_reference: string;
  start_day: string;
  last_day: string;
  total: number;
}

const cureItem = (r: CureRow) => ({
  programId: r.program_id,
  clientId: r.client_id,
  clientName: `${r.first_name} ${r.last_name}`,
  programReference: r.program_reference,
  startDay: r.start_day,
  lastDay: r.last_day,
});

/** One list: its first TODAY_LIST_LIMIT rows in `order`, and the count of all (a window count: one scan). */
const limited = (body: SQL, order: SQL) => sql`select *, (count(*) over ())::int as total from (${body}) listed order by ${order} limit ${TODAY_LIST_LIMIT}`;

const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

export function createTodayRepository(db: Db) {
  return {
    async today(userId: number): Promise<Today> {
      const [settings] = await rowsOf<{ weeks: number | null; day: string }>(
        db,
        sql`select (select photo_retake_weeks from practice_settings where user_id = ${userId}) as weeks, to_char(${today}, 'YYYY-MM-DD') as day`,
      );
      const retakeWeeks = settings?.weeks ?? PHOTO_RETAKE_WEEKS_DEFAULT;
      const cures = curesUnderWay(userId);

      const [visits, withoutNext, ending, consents, photos] = await Promise.all([
        rowsOf<{ id: number; client_id: number; first_name: string; last_name: string; starts_at: Date | string; duration_minutes: number; kind: VisitKind; program_id: number | null; total: number }>(
          db,
          limited(
            sql`select v.id, v.client_id, c.first_name, c.last_name, v.starts_at, v.duration_minutes, v.kind, v.program_id
                from visits v join clients c on c.id = v.client_id
                where v.user_id = ${userId} and v.cancelled_at is null
                  and v.starts_at >= (${today}::timestamp at time zone ${zone})
                  and v.starts_at < ((${today} + 1)::timestamp at time zone ${zone})`,
            sql`starts_at, id`,
          ),
        ),
        rowsOf<CureRow>(
          db,
          limited(
            sql`select * from (${cures}) u
                where not exists (select 1 from visits v where v.client_id = u.client_id and v.user_id = ${userId}
                                  and v.cancelled_at is null and v.starts_at >= now())`,
            sql`last_date, program_id`,
          ),
        ),
        rowsOf<CureRow>(db, limited(sql`select * from (${cures}) u where u.last_date < ${today} + ${CURE_ENDING_DAYS}::int`, sql`last_date, program_id`)),
        rowsOf<{ client_id: number; first_name: string; last_name: string; total: number }>(
          db,
          limited(
            // From the few clients concerned (cures under way, today's visits) to their rows by primary key: never a
            // walk through every client of the practice, whose cost followed the clients table's layout.
            sql`select c.id as client_id, c.first_name, c.last_name
                from (select u.client_id from (${cures}) u
                      union
                      select v.client_id from visits v where v.user_id = ${userId} and v.cancelled_at is null
                        and v.starts_at >= (${today}::timestamp at time zone ${zone})
                        and v.starts_at < ((${today} + 1)::timestamp at time zone ${zone})) concerned
                join clients c on c.id = concerned.client_id
                where c.user_id = ${userId} and c.consent_given_on is null`,
            sql`last_name, first_name, client_id`,
          ),
        ),
        rowsOf<CureRow & { last_photo_on: string | null }>(
          db,
          limited(
            sql`select * from (
                  select u.*, (select to_char(max(ph.taken_on), 'YYYY-MM-DD') from client_photos ph
                               where ph.user_id = ${userId} and ph.client_id = u.client_id) as last_photo_on
                  from (${cures}) u) w
                where w.last_photo_on is null or w.last_photo_on::date < ${today} - ${retakeWeeks * 7}::int`,
            sql`last_photo_on nulls first, program_id`,
          ),
        ),
      ]);

      return {
        date: settings?.day ?? '',
        visits: {
          total: totalOf(visits),
          items: visits.map((v) => ({
            id: v.id,
            clientId: v.client_id,
            clientName: `${v.first_name} ${v.last_name}`,
            startsAt: new Date(v.starts_at).toISOString(),
            durationMinutes: v.duration_minutes,
            kind: v.kind,
            programId: v.program_id,
          })),
        },
        withoutNextVisit: { total: totalOf(withoutNext), items: withoutNext.map(cureItem) },
        curesEnding: { total: totalOf(ending), items: ending.map(cureItem) },
        consentsMissing: {
          total: totalOf(consents),
          items: consents.map((c) => ({ clientId: c.client_id, clientName: `${c.first_name} ${c.last_name}` })),
        },
        photosToRetake: { total: totalOf(photos), items: photos.map((p) => ({ ...cureItem(p), lastPhotoOn: p.last_photo_on })) },
      };
    },
  };
}
