// Stand-in volume seed for the API bench until `npm run seed:volume` (helper A's seeder) lands: set-based SQL
// on PostgreSQL, every practitioner gets the same volume. Only what the bench's scenarios read is realistic
// (names, search text, sort keys, products with categories, programmes with cares and valid totals).
import pg from 'pg';

const FIRST = ['Marie', 'Jean', 'Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Manon', 'Arthur', 'Inès', 'Jules',
  'Emma', 'Gabriel', 'Sarah', 'Raphaël', 'Zoé', 'Nathan', 'Alice', 'Éloïse', 'Martin', 'Julie', 'Paul', 'Anaïs'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel',
  'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand'];
const CITIES = ['Lyon', 'Paris', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux',
  'Lille', 'Rennes', 'Reims', 'Grenoble', 'Dijon', 'Angers'];

/** The SQL twin of normaliseSearch (lower case, accents stripped) for the names above. */
const norm = (expr) => `translate(lower(${expr}), 'éèêëàâäîïôöûüçÉ', 'eeeeaaaiioouuce')`;

const arr = (list) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * Clients, categories, products, programmes and cares for each of `userIds`. Ids come from `row_number()` over
 * each practitioner's rows, so programmes point at their owner's clients and cares at their owner's products.
 */
export async function seedVolume(databaseUrl, { userIds, clients, products, programmes }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = (text, params) => client.query(text, params);
    await q(`
      insert into clients (user_id, first_name, last_name, sex, email, mobile_phone, birthday, city, zip_code, stress,
                           allergies_ou_intolerances, search_text, last_name_key, first_name_key, city_key)
      select u, f, l, case when g % 3 = 0 then 'M' else 'F' end, e, '06 ' || lpad((g % 100000000)::text, 8, '0'),
             (date '1950-01-01' + (g * 7919) % 20000)::date, c, lpad(((g * 13) % 95000 + 1000)::text, 5, '0'),
             'Modéré', case when g % 5 = 0 then 'Aucune' end,
             ${norm("f || ' ' || l || ' ' || e || ' ' || c")}, ${norm('l')}, ${norm('f')}, ${norm('c')}
      from unnest($1::int[]) as uu(u), generate_series(1, $2::int) g,
           lateral (select (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] f,
                           (${arr(LAST)})[1 + (g * 11) % ${LAST.length}] l,
                           (${arr(CITIES)})[1 + g % ${CITIES.length}] c) n,
           lateral (select ${norm("f || '.' || l")} || g || '@example.org' e) m`,
      [userIds, clients],
    );
    await q(
      `insert into categories (user_id, name, tva, search_text)
       select u, n, t, lower(n) from unnest($1::int[]) as uu(u),
       (values ('Soins', 'TVA20%'), ('Shampoings', 'TVA5,5%'), ('Compléments', null)) v(n, t)`,
      [userIds],
    );
    await q(
      `insert into products (user_id, category_id, name, type, ref_product, product_price, description, search_text)
       select u, (select id from categories c where c.user_id = u order by id offset g % 4 limit 1),
              'Produit ' || g, t, 'REF-' || g, (100 + (g * 37) % 9000) / 100.0, '<p>Soin capillaire</p>',
              lower('produit ' || g || ' ' || t || ' ref-' || g)
       from unnest($1::int[]) as uu(u), generate_series(1, $2::int) g,
            lateral (select (array['Lotion','Shampoing','Sérum','Masque'])[1 + g % 4] t) x`,
      [userIds, products],
    );
    await q(`create temporary table c_rank as
             select id, user_id, row_number() over (partition by user_id order by id) rn from clients`);
    await q(`create temporary table p_rank as
             select id, user_id, product_price, row_number() over (partition by user_id order by id) rn from products`);
    await q('create index on c_rank (user_id, rn)');
    await q('create index on p_rank (user_id, rn)');
    await q('analyze c_rank');
    await q('analyze p_rank');
    await q(
      `insert into programs (user_id, client_id, program_reference, created_date)
       select u, c.id, 'Programme ' || g, now() - (g % 700) * interval '1 day'
       from unnest($1::int[]) as uu(u) cross join generate_series(1, $2::int) g
       join c_rank c on c.user_id = u and c.rn = 1 + (g * 17) % $3::int`,
      [userIds, programmes, clients],
    );
    // Three cares per programme over three distinct products; the total is the sum, as the API computes it.
    await q(
      `insert into cares (user_id, program_id, client_id, product_id, quantity, care_price, duration_weeks,
                          time_slot, days_of_week, weeks)
       select p.user_id, p.id, p.client_id, pr.id, 1 + (p.id + k) % 3, pr.product_price * (1 + (p.id + k) % 3), 2,
              '{Matin,Soir}', '{MONDAY,THURSDAY}', '{1,2}'
       from programs p cross join generate_series(0, 2) k
       join p_rank pr on pr.user_id = p.user_id and pr.rn = 1 + (p.id * 3 + k) % $1::int`,
      [products],
    );
    await q(`update programs p set total_program_price = s.total
             from (select program_id, sum(care_price) total from cares group by program_id) s
             where s.program_id = p.id`);
    await q('vacuum analyze');
  } finally {
    await client.end();
  }
}
