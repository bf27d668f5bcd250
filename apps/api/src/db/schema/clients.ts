import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { QUESTIONNAIRE_FIELDS, type Consent, type QuestionnaireField, type Sex } from '@meche/contracts';
import { practiceCounter } from './practice-counter';
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
    sex: text().$type<Sex>().notNull(),
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
    /** Consent to process health data (all null until recorded, and again after a withdrawal). */
    consentGivenOn: date({ mode: 'string' }),
    consentMethod: text().$type<Consent['method']>(),
    consentTextVersion: text(),
    consentRecordedAt: timestamp({ withTimezone: true, mode: 'date' }),
    consentRecordedBy: integer(),
    /** The client asked for no e-mail reminders of her visits. */
    remindersOptOut: boolean().notNull().default(false),
    /** A consent signed on the client's link: the drawn signature (PNG data URL) and where it came from (proof). */
    consentSignature: text(),
    consentSignedFromAddress: text(),
    consentSignedFromBrowser: text(),
    ...timestamps,
  },
  (t) => [
    // One index per sort of the list (ClientSortField), user_id first and id last: a page is a range scan in
    // the list's order (either direction), and deep pages skip rows in the index only (see repository.ts).
    index('clients_user_id_last_name_key_idx').on(t.userId, t.lastNameKey, t.id),
    index('clients_user_id_first_name_key_idx').on(t.userId, t.firstNameKey, t.id),
    index('clients_user_id_city_key_idx').on(t.userId, t.cityKey, t.id),
    index('clients_user_id_zip_code_idx').on(t.userId, t.zipCode, t.id),
    index('clients_user_id_sex_idx').on(t.userId, t.sex, t.id),
    // email itself after id (never reached in the order, id is unique): without it, PostgreSQL cannot
    // answer lower(email) from the index alone and a deep page would read every skipped row.
    index('clients_user_id_email_idx').on(t.userId, sql`lower(${t.email})`, t.id, t.email),
    index('clients_user_id_birthday_idx').on(t.userId, t.birthday, t.id),
    index('clients_user_id_created_idx').on(t.userId, t.created, t.id),
    index('clients_user_id_modified_idx').on(t.userId, t.modified, t.id),
    // user_id inside the trigram index (btree_gin): a search intersects the practitioner's own entries with the
    // trigrams' instead of walking every practice's matches, so its cost follows the practice's own data.
    index('clients_user_id_search_text_trgm_idx').using('gin', t.userId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Clients per practitioner (triggers on `clients`): the unfiltered list's total without counting a million rows. */
export const clientCounts = practiceCounter('client_counts');
