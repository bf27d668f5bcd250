import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { QUESTIONNAIRE_FIELDS, type QuestionnaireField } from '@meche/contracts';
import { timestamps } from './timestamps';
import { users } from './users';

const questionnaireColumns = Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, text()])) as Record<
  QuestionnaireField,
  ReturnType<typeof text>
>;

export const clients = pgTable(
  'clients',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    sex: text().notNull(),
    email: text(),
    mobilePhone: text(),
    homePhone: text(),
    birthday: date({ mode: 'string' }),
    city: text(),
    streetName: text(),
    zipCode: text(),
    comments: text(),
    ...questionnaireColumns,
    /** Lower-cased, accent-free copy of the searchable fields, written by the app (see search-text.ts). */
    searchText: text().notNull().default(''),
    /** Sort keys (lower-case, accent-free) so 'Éloïse' sorts with the E's on every collation. */
    lastNameKey: text().notNull().default(''),
    firstNameKey: text().notNull().default(''),
    cityKey: text(),
    ...timestamps,
  },
  (t) => [
    index('clients_user_id_last_name_key_idx').on(t.userId, t.lastNameKey, t.id),
    index('clients_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
