import { timestamp } from 'drizzle-orm/pg-core';

/** created/modified columns shared by every business table. */
export const timestamps = {
  created: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
