import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AfterClientCreated, PriceEntryMode } from '@meche/contracts';
import { bytea } from './bytea';
import { timestamps } from './timestamps';
import { users } from './users';

/**
 * One row per practitioner: what she prints at the top of the sheets (a null field falls back to the deployment's
 * config.json; the logo lives here rather than on a public URL, served only to its owner) and every choice of her
 * practice. No row reads as the defaults.
 */
export const practiceSettings = pgTable('practice_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text(),
  address: text(),
  phone: text(),
  siret: text(),
  logo: bytea(),
  /** Bytes of photos and logo this practice may store; null = the deployment's STORAGE_QUOTA_MB. Set by the operator. */
  storageQuotaBytes: bigint({ mode: 'number' }),
  /** Hours before a visit its reminder leaves; null = REMINDER_LEAD_HOURS_DEFAULT. */
  reminderLeadHours: integer(),
  /** Weeks after which an active programme's last photo asks to be retaken; null = PHOTO_RETAKE_WEEKS_DEFAULT. */
  photoRetakeWeeks: integer(),
  /** SHA-256 of the private calendar feed's token (the token itself is shown once); null = no feed. */
  calendarFeedTokenHash: text().unique(),
  calendarFeedCreated: timestamp({ withTimezone: true, mode: 'date' }),
  /** Photos allowed before the client's consent is recorded (with a warning); false = consent first. */
  photosWithoutConsent: boolean().notNull().default(false),
  priceEntry: text().$type<PriceEntryMode>().notNull().default('TTC'),
  /** After adding a client: the list with her at the top, or her file. */
  afterClientCreated: text().$type<AfterClientCreated>().notNull().default('list'),
  ...timestamps,
});
