import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PriceEntryMode } from '@meche/contracts';
import { timestamps } from './timestamps';
import { users } from './users';

/** A practitioner's working rules; no row reads as the defaults (photos need consent, prices typed TTC). */
export const practiceRules = pgTable('practice_rules', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  photosWithoutConsent: boolean().notNull().default(false),
  priceEntry: text().$type<PriceEntryMode>().notNull().default('TTC'),
  ...timestamps,
});
