import { describe, expect, it } from 'vitest';
import { runMigrations, scratchDatabase, splitAt } from '../test/migration-steps';

const db = scratchDatabase();

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('migration: cares keep the price and VAT they were saved with', () => {
  it('backfills from the care’s own price when exact, else from the catalogue, and the VAT from the category', async () => {
    const { before, migration } = splitAt('0006_');
    await runMigrations(db, before);

    await db.exec(`
      insert into users (id, email, name, password_hash) values (1, 'a@b.test', 'A', 'x');
      insert into clients (id, user_id, first_name, last_name, sex) values (1, 1, 'C', 'D', 'F');
      insert into categories (id, user_id, name, tva) values (1, 1, 'Soins', 'TVA5,5%');
      insert into products (id, user_id, category_id, name, type, ref_product, product_price) values
        (1, 1, 1, 'Lotion', 't', 'r1', 24.00), (2, 1, null, 'Peigne', 't', 'r2', 7.00);
      insert into programs (id, user_id, client_id, program_reference, total_program_price) values (1, 1, 1, 'P', 0);
      insert into cares (user_id, program_id, client_id, product_id, quantity, care_price) values
        (1, 1, 1, 1, 2, 45.00), (1, 1, 1, 2, 3, 10.00);
    `);
    await runMigrations(db, [migration]);

    const { rows } = await db.query<{ product_id: number; unit_price: string; tva: string | null; care_price: string }>(
      'select product_id, unit_price, tva, care_price from cares order by product_id',
    );
    expect(rows).toEqual([
      // Saved at 22.50 before the catalogue moved to 24.00: the programme keeps its 45.00.
      { product_id: 1, unit_price: '22.50', tva: 'TVA5,5%', care_price: '45.00' },
      // 10.00 for 3 is no price to the cent: the catalogue's is the best guess.
      { product_id: 2, unit_price: '7.00', tva: null, care_price: '10.00' },
    ]);
    // Every migration from the first, on a busy machine: more than the default 30 s.
  }, 120_000);
});
