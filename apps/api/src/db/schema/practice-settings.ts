import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { timestamps } from './timestamps';
import { users } from './users';

/**
 * What a practitioner prints at the top of the sheets. A null field falls back to the deployment's config.json;
 * the logo lives here rather than on a public URL, served only to its owner.
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
  ...timestamps,
});
