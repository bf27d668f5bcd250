// SQL invariants of programmes and cares: what must hold whatever crashed or was cut off.
import { caresKey } from './seed.mjs';

/** Each check: `{ name, ok, detail }`; `offenders` counts rows breaking the rule. */
export async function programmeInvariants(db) {
  const count = async (sql) => Number((await db.query(sql))[0].n);
  const rules = [
    [
      'every programme has its cares (none half-saved)',
      `select count(*) n from programs p where not exists (select 1 from cares c where c.program_id = p.id)`,
    ],
    [
      'no orphan care (care without programme)',
      `select count(*) n from cares c left join programs p on p.id = c.program_id where p.id is null`,
    ],
    [
      'cares belong to their programme\u2019s client and practitioner',
      `select count(*) n from cares c join programs p on p.id = c.program_id
       where c.client_id <> p.client_id or c.user_id <> p.user_id`,
    ],
    [
      'total_program_price = sum of its cares\u2019 prices',
      `select count(*) n from programs p
       where p.total_program_price <> (select coalesce(sum(c.care_price), 0) from cares c where c.program_id = p.id)`,
    ],
    [
      'care_price = product price \u00d7 quantity',
      `select count(*) n from cares c join products pr on pr.id = c.product_id
       where c.care_price <> pr.product_price * c.quantity`,
    ],
  ];
  const checks = [];
  for (const [name, sql] of rules) {
    const offenders = await count(sql);
    checks.push({ name, ok: offenders === 0, detail: offenders === 0 ? 'none' : `${offenders} offending rows` });
  }
  const totals = await db.query(`select (select count(*) from programs) programs, (select count(*) from cares) cares`);
  return { checks, programmes: Number(totals[0].programs), cares: Number(totals[0].cares) };
}

/** Every programme with its stored reference and cares key (product × quantity). */
export async function storedProgrammes(db) {
  const rows = await db.query(
    `select p.id, p.user_id, p.program_reference ref, p.total_program_price total,
            coalesce(json_agg(json_build_object('productId', c.product_id, 'quantity', c.quantity))
                     filter (where c.id is not null), '[]') cares
     from programs p left join cares c on c.program_id = p.id group by p.id`,
  );
  return new Map(rows.map((r) => [r.id, { ...r, key: caresKey(r.cares) }]));
}
