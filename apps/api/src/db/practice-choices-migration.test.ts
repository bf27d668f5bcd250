import { describe, expect, it } from 'vitest';
import { runMigrations, scratchDatabase, splitAt } from '../test/migration-steps';

const db = scratchDatabase();

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('migration: the practice’s choices in its one settings row', () => {
  it('moves each practice’s working rules into practice_settings, creating the row when there was none', async () => {
    const { before, migration } = splitAt('0016_');
    await runMigrations(db, before);

    await db.exec(`
      insert into users (id, email, name, password_hash) values
        (1, 'a@b.test', 'A', 'x'), (2, 'c@d.test', 'C', 'x'), (3, 'e@f.test', 'E', 'x');
      -- 1: printed details and follow-up choices, and rules; 2: rules only; 3: printed details only.
      insert into practice_settings (user_id, name, reminder_lead_hours, photo_retake_weeks) values (1, 'Cabinet A', 72, 6), (3, 'Cabinet E', null, null);
      insert into practice_rules (user_id, photos_without_consent, price_entry) values (1, true, 'HT'), (2, false, 'HT');
    `);
    await runMigrations(db, [migration]);

    const { rows } = await db.query(
      `select user_id, name, reminder_lead_hours, photo_retake_weeks, photos_without_consent, price_entry, after_client_created
       from practice_settings order by user_id`,
    );
    expect(rows).toEqual([
      { user_id: 1, name: 'Cabinet A', reminder_lead_hours: 72, photo_retake_weeks: 6, photos_without_consent: true, price_entry: 'HT', after_client_created: 'list' },
      { user_id: 2, name: null, reminder_lead_hours: null, photo_retake_weeks: null, photos_without_consent: false, price_entry: 'HT', after_client_created: 'list' },
      { user_id: 3, name: 'Cabinet E', reminder_lead_hours: null, photo_retake_weeks: null, photos_without_consent: false, price_entry: 'TTC', after_client_created: 'list' },
    ]);
    const { rows: tables } = await db.query(`select 1 from information_schema.tables where table_name = 'practice_rules'`);
    expect(tables).toEqual([]);
    // Every migration from the first, on a busy machine: more than the default 30 s.
  }, 120_000);
});
