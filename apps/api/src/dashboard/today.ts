import { sql, type SQL } from 'drizzle-orm';
import { CURE_ENDING_DAYS, PHOTO_RETAKE_WEEKS_DEFAULT, TODAY_LIST_LIMIT, VISIT_TIME_ZONE, type Today } from '@meche/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

const zone = sql.raw(`'${VISIT_TIME_ZONE}'`);
const today = sql`(now() at time zone ${zone})::date`;
const isoDay = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD')`;
/** The instant as `Date.toISOString()` writes it, the way every other route answers instants. */
const isoInstant = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Columns a list sorts by that are not part of its items. */
const SORT_ONLY = sql.raw(`array['rank', 'sort', 'last_name', 'first_name']`);

/**
 * One list of the page: its first TODAY_LIST_LIMIT rows in `order`, as JSON objects without their sort columns, and
 * the count of all. `source` names the columns of the items as the contract spells them.
 */
const list = (source: SQL, order: SQL) => sql`(
  select jsonb_build_object(
           'total', count(*)::int,
           'items', coalesce(jsonb_agg(to_jsonb(ranked) - ${SORT_ONLY} order by ranked.rank) filter (where ranked.rank <= ${TODAY_LIST_LIMIT}), '[]'::jsonb))
  from (select listed.*, row_number() over (order by ${order}) as rank from (${source}) listed) ranked)`;

/** The columns of a cure item, from the `cures` rows. */
const cureItem = sql`program_id as "programId", client_id as "clientId", client_name as "clientName",
  program_reference as "programReference", start_day as "startDay", last_day as "lastDay"`;

/**
 * 'Aujourd'hui' in one statement, so each part is read once and the page costs one round trip and one plan:
 * - `cures`: the practitioner's cures under way, each programme with its first day (its start date, set when its
 *   planning is first saved; a programme never planned counts from its creation day in Paris) and its length (its
 *   longest care's weeks), its client, whether she has a visit booked from now on, and her last photo's day;
 * - `visits_today`: her live visits of the Paris day.
 * Every step reads by the practitioner's id or by primary key: programs (user_id, client_id), cares by programme,
 * clients by id, visits (user_id, starts_at) and (client_id, starts_at), photos (user_id, client_id, taken_on) — what
 * one practice has, whatever the number of practices on the platform.
 */
const todayQuery = (userId: number) => sql`
  with settings as materialized (
    select coalesce((select photo_retake_weeks from practice_settings where user_id = ${userId}), ${PHOTO_RETAKE_WEEKS_DEFAULT}::int) as retake_weeks
  ),
  programmes as materialized (
    select p.id as program_id, p.client_id, p.program_reference,
           coalesce(p.start_date, (p.created_date at time zone ${zone})::date) as start_day, w.weeks
    from programs p
    -- A lateral join: each programme's cares are read once, not once per condition on the weeks.
    cross join lateral (select coalesce(max(ca.duration_weeks), 0) as weeks from cares ca where ca.program_id = p.id) w
    where p.user_id = ${userId}
  ),
  cures as materialized (
    select u.program_id, u.client_id, cl.first_name || ' ' || cl.last_name as client_name, cl.last_name, cl.first_name,
           cl.consent_given_on, u.program_reference,
           ${isoDay(sql`u.start_day`)} as start_day, ${isoDay(sql`u.start_day + u.weeks * 7 - 1`)} as last_day,
           u.start_day + u.weeks * 7 - 1 as last_date,
           exists (select 1 from visits v where v.client_id = u.client_id and v.user_id = ${userId}
                   and v.cancelled_at is null and v.starts_at >= now()) as has_next_visit,
           (select max(ph.taken_on) from client_photos ph where ph.user_id = ${userId} and ph.client_id = u.client_id) as last_photo
    from programmes u
    join clients cl on cl.id = u.client_id
    where u.weeks > 0 and u.start_day <= ${today} and u.start_day + u.weeks * 7 - 1 >= ${today}
  ),
  visits_today as materialized (
    select v.id, v.client_id, c.first_name || ' ' || c.last_name as client_name, c.last_name, c.first_name, c.consent_given_on,
           v.starts_at, v.duration_minutes, v.kind, v.program_id
    from visits v join clients c on c.id = v.client_id
    where v.user_id = ${userId} and v.cancelled_at is null
      and v.starts_at >= (${today}::timestamp at time zone ${zone})
      and v.starts_at < ((${today} + 1)::timestamp at time zone ${zone})
  )
  select ${isoDay(today)} as date,
    ${list(
      sql`select id, client_id as "clientId", client_name as "clientName", ${isoInstant(sql`starts_at`)} as "startsAt",
                 duration_minutes as "durationMinutes", kind, program_id as "programId", starts_at as sort
          from visits_today`,
      sql`sort, id`,
    )} as visits,
    ${list(sql`select ${cureItem}, last_date as sort from cures where not has_next_visit`, sql`sort, "programId"`)} as without_next_visit,
    ${list(sql`select ${cureItem}, last_date as sort from cures where last_date < ${today} + ${CURE_ENDING_DAYS}::int`, sql`sort, "programId"`)} as cures_ending,
    ${list(
      // The clients followed today (a cure under way, a visit today), each once, whose consent is not recorded.
      sql`select distinct client_id as "clientId", client_name as "clientName", last_name, first_name from (
            select client_id, client_name, last_name, first_name, consent_given_on from cures
            union all
            select client_id, client_name, last_name, first_name, consent_given_on from visits_today) followed
          where consent_given_on is null`,
      sql`last_name, first_name, "clientId"`,
    )} as consents_missing,
    ${list(
      sql`select ${cureItem}, ${isoDay(sql`last_photo`)} as "lastPhotoOn", last_photo as sort from cures, settings
          where last_photo is null or last_photo < ${today} - settings.retake_weeks * 7`,
      sql`sort nulls first, "programId"`,
    )} as photos_to_retake`;

type Row = {
  date: string;
  visits: Today['visits'];
  without_next_visit: Today['withoutNextVisit'];
  cures_ending: Today['curesEnding'];
  consents_missing: Today['consentsMissing'];
  photos_to_retake: Today['photosToRetake'];
};

export function createTodayRepository(db: Db) {
  return {
    async today(userId: number): Promise<Today> {
      const [row] = await rowsOf<Row>(db, todayQuery(userId));
      if (!row) throw new Error('today: the statement answered no row');
      return {
        date: row.date,
        visits: row.visits,
        withoutNextVisit: row.without_next_visit,
        curesEnding: row.cures_ending,
        consentsMissing: row.consents_missing,
        photosToRetake: row.photos_to_retake,
      };
    },
  };
}
