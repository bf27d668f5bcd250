import { describe, expect, it } from 'vitest';
import { runMigrations, scratchDatabase, splitAt } from '../test/migration-steps';

const db = scratchDatabase();

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('migration: a product once per programme', () => {
  it('merges the copies of a product into the programme’s first care: quantities, planned slots and acknowledgements kept, the total recomputed', async () => {
    const { before, migration } = splitAt('0008_');
    await runMigrations(db, before);

    await db.exec(`
      insert into users (id, email, name, password_hash) values (1, 'a@b.test', 'A', 'x');
      insert into clients (id, user_id, first_name, last_name, sex) values (1, 1, 'C', 'D', 'F');
      insert into products (id, user_id, name, type, ref_product, product_price) values
        (1, 1, 'Lotion', 't', 'r1', 10.00), (2, 1, 'Peigne', 't', 'r2', 7.00);
      insert into programs (id, user_id, client_id, program_reference, total_program_price) values
        (1, 1, 1, 'Doublons', 105.00), (2, 1, 1, 'Sans doublon', 99.99);
      insert into cares (id, user_id, program_id, client_id, product_id, quantity, unit_price, care_price, duration_weeks, time_slot, days_of_week, weeks) values
        (1, 1, 1, 1, 1, 2, 10.00, 20.00, 1, '{Matin}', '{MONDAY}', '{1}'),
        (2, 1, 1, 1, 2, 1, 7.00, 7.00, 1, '{}', '{}', '{}'),
        (3, 1, 1, 1, 1, 3, 10.00, 30.00, 2, '{Matin,Soir}', '{MONDAY,FRIDAY}', '{1,2}'),
        (4, 1, 1, 1, 1, 4, 12.00, 48.00, 1, '{}', '{}', '{}'),
        (5, 1, 2, 1, 1, 1, 10.00, 10.00, 1, '{}', '{}', '{}');
      insert into care_acknowledgements (user_id, care_id, client_id, product_id, reasons) values (1, 3, 1, 1, '{grossesse}');
    `);
    await runMigrations(db, [migration]);

    const cares = await db.query('select id, program_id, product_id, quantity, care_price, duration_weeks, time_slot, days_of_week, weeks from cares order by id');
    expect(cares.rows).toEqual([
      // 2 + 3 + 4, each planned slot once (Monday morning of week 1 was in two copies), at the first care's stored price.
      { id: 1, program_id: 1, product_id: 1, quantity: 9, care_price: '90.00', duration_weeks: 2, time_slot: ['Matin', 'Soir'], days_of_week: ['MONDAY', 'FRIDAY'], weeks: [1, 2] },
      { id: 2, program_id: 1, product_id: 2, quantity: 1, care_price: '7.00', duration_weeks: 1, time_slot: [], days_of_week: [], weeks: [] },
      { id: 5, program_id: 2, product_id: 1, quantity: 1, care_price: '10.00', duration_weeks: 1, time_slot: [], days_of_week: [], weeks: [] },
    ]);
    const acknowledgements = await db.query('select care_id, product_id, reasons from care_acknowledgements');
    expect(acknowledgements.rows).toEqual([{ care_id: 1, product_id: 1, reasons: ['grossesse'] }]);
    // The merged programme's total is its cares' sum (105.00 before: one copy had a later price); a programme without
    // copies is not touched, even with a total that is not its sum.
    const totals = await db.query('select id, total_program_price from programs order by id');
    expect(totals.rows).toEqual([
      { id: 1, total_program_price: '97.00' },
      { id: 2, total_program_price: '99.99' },
    ]);

    // From now on the database refuses a copy, but lets one transaction swap two cares' products.
    await expect(db.query(`insert into cares (id, user_id, program_id, client_id, product_id, quantity, unit_price, care_price) values (6, 1, 1, 1, 2, 1, 7.00, 7.00)`)).rejects.toMatchObject({
      code: '23505',
      constraint: 'cares_program_id_product_id_key',
    });
    await db.transaction(async (tx) => {
      await tx.query('set constraints cares_program_id_product_id_key deferred');
      await tx.query('update cares set product_id = 2 where id = 1');
      await tx.query('update cares set product_id = 1 where id = 2');
    });
    expect((await db.query('select id, product_id from cares where program_id = 1 order by id')).rows).toEqual([
      { id: 1, product_id: 2 },
      { id: 2, product_id: 1 },
    ]);
    // Every migration from the first, on a busy machine: more than the default 30 s.
  }, 120_000);
});
