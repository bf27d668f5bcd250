import { pgTable, text } from 'drizzle-orm/pg-core';

/** Small key/value settings shared by every replica (e.g. the generated session secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
