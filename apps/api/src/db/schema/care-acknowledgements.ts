import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Contraindication } from '@meche/contracts';
import { cares } from './cares';
import { products } from './products';
import { users } from './users';

/**
 * A practitioner's confirmation that a care uses a product contraindicated for the client, for these reasons.
 * It covers its reasons while the care keeps that product; the rows go with the care, the product, or the client's
 * health answers (consent withdrawal), since the reasons reveal them.
 */
export const careAcknowledgements = pgTable(
  'care_acknowledgements',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careId: integer()
      .notNull()
      .references(() => cares.id, { onDelete: 'cascade' }),
    clientId: integer().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reasons: text().array().$type<Contraindication[]>().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('care_acknowledgements_care_id_idx').on(t.careId), index('care_acknowledgements_client_id_idx').on(t.clientId)],
);
