import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@meche/contracts';
import { timestamps } from './timestamps';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored lower-cased: it is the login name. */
    email: text().notNull(),
    name: text().notNull(),
    phone: text(),
    role: text().$type<Role>().notNull().default('USER'),
    passwordHash: text().notNull(),
    /** A disabled user's sessions answer 412 at once. */
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);
