import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PhotoZone } from '@meche/contracts';
import { bytea } from './bytea';
import { clients } from './clients';
import { timestamps } from './timestamps';
import { users } from './users';

/**
 * Scalp photos of a client: the re-encoded image (oriented, no metadata) and its thumbnail, in the database so they
 * share its access rules, backups and erasure; never on a public URL. Deleting the client deletes them.
 */
export const clientPhotos = pgTable(
  'client_photos',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    takenOn: date({ mode: 'string' }).notNull(),
    zone: text().$type<PhotoZone>().notNull(),
    note: text(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    image: bytea().notNull(),
    thumbnail: bytea().notNull(),
    ...timestamps,
  },
  (t) => [index('client_photos_user_id_client_id_idx').on(t.userId, t.clientId, t.takenOn)],
);
