import { and, asc, eq, sql } from 'drizzle-orm';
import { PHOTO_ZONES, type Photo, type PhotoZone } from '@meche/contracts';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { clientPhotos, clients } from '../db/schema';
import type { ProcessedPhoto } from './process-photo';

/** Everything but the bytes: lists never read the images. */
const metadataColumns = {
  id: clientPhotos.id,
  clientId: clientPhotos.clientId,
  userId: clientPhotos.userId,
  takenOn: clientPhotos.takenOn,
  zone: clientPhotos.zone,
  note: clientPhotos.note,
  width: clientPhotos.width,
  height: clientPhotos.height,
  byteSize: clientPhotos.byteSize,
  created: clientPhotos.created,
  modified: clientPhotos.modified,
};
type MetadataRow = Omit<Photo, 'contentType' | 'created' | 'modified'> & { created: Date; modified: Date };

const toPhoto = (row: MetadataRow): Photo => ({
  ...row,
  contentType: 'image/jpeg',
  created: row.created.toISOString(),
  modified: row.modified.toISOString(),
});

/** Zones in the timeline's order (not alphabetical), then date taken, then upload order. */
const zoneOrder = sql`array_position(array[${sql.join(
  PHOTO_ZONES.map((z) => sql`${z}`),
  sql`, `,
)}]::text[], ${clientPhotos.zone})`;

const ownedPhoto = (userId: number, id: number) => and(eq(clientPhotos.id, id), eq(clientPhotos.userId, userId));

export interface PhotoValues {
  takenOn: string;
  zone: PhotoZone;
  note: string | null;
}

/** Whether the client is the caller's (null: missing or someone else's), and whether its consent is recorded. */
async function clientConsent(db: Db, userId: number, clientId: number, lock = false): Promise<{ consented: boolean } | null> {
  const query = db
    .select({ consentGivenOn: clients.consentGivenOn })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
  // FOR SHARE: the client cannot be deleted, nor its consent withdrawn, between this check and the photo's insert.
  const [row] = lock ? await query.for('share') : await query;
  return row ? { consented: row.consentGivenOn !== null } : null;
}

async function ownsClient(db: Db, userId: number, clientId: number): Promise<boolean> {
  return (await clientConsent(db, userId, clientId)) !== null;
}

export function createPhotoRepository(db: Db) {
  return {
    clientConsent: (userId: number, clientId: number) => clientConsent(db, userId, clientId),

    /** null when the client is missing or someone else's. */
    async list(userId: number, clientId: number, zone?: PhotoZone): Promise<Photo[] | null> {
      if (!(await ownsClient(db, userId, clientId))) return null;
      const rows = await db
        .select(metadataColumns)
        .from(clientPhotos)
        .where(and(eq(clientPhotos.userId, userId), eq(clientPhotos.clientId, clientId), zone ? eq(clientPhotos.zone, zone) : undefined))
        .orderBy(zoneOrder, asc(clientPhotos.takenOn), asc(clientPhotos.id));
      return rows.map(toPhoto);
    },

    /**
     * null when the client is missing or someone else's; 'no-consent' when its consent is not recorded and the practice
     * does not allow photos without it (checked again here, under the lock, in case it was withdrawn meanwhile).
     */
    async create(userId: number, clientId: number, values: PhotoValues, photo: ProcessedPhoto, withoutConsent: boolean): Promise<Photo | 'no-consent' | null> {
      return inTransaction(db, async (tx) => {
        const client = await clientConsent(tx, userId, clientId, true);
        if (!client) return null;
        if (!client.consented && !withoutConsent) return 'no-consent';
        const [row] = await tx
          .insert(clientPhotos)
          .values({
            userId,
            clientId,
            ...values,
            width: photo.width,
            height: photo.height,
            byteSize: photo.image.length,
            image: photo.image,
            thumbnail: photo.thumbnail,
          })
          .returning(metadataColumns);
        return row ? toPhoto(row) : null;
      });
    },

    /** The stored bytes of one photo (the image or its thumbnail), with its client for the audit. */
    async bytes(userId: number, id: number, variant: 'image' | 'thumbnail'): Promise<{ clientId: number; bytes: Buffer } | null> {
      const [row] = await db
        .select({ clientId: clientPhotos.clientId, bytes: clientPhotos[variant] })
        .from(clientPhotos)
        .where(ownedPhoto(userId, id));
      return row ?? null;
    },

    async update(userId: number, id: number, values: PhotoValues): Promise<Photo | null> {
      const [row] = await db
        .update(clientPhotos)
        .set({ ...values, modified: new Date() })
        .where(ownedPhoto(userId, id))
        .returning(metadataColumns);
      return row ? toPhoto(row) : null;
    },

    async remove(userId: number, id: number): Promise<{ clientId: number } | null> {
      const [row] = await db.delete(clientPhotos).where(ownedPhoto(userId, id)).returning({ clientId: clientPhotos.clientId });
      return row ?? null;
    },

    /** The client's photos for the export: metadata in timeline order; the images are read one at a time. */
    async forExport(userId: number, clientId: number): Promise<Photo[]> {
      const rows = await db
        .select(metadataColumns)
        .from(clientPhotos)
        .where(and(eq(clientPhotos.userId, userId), eq(clientPhotos.clientId, clientId)))
        .orderBy(zoneOrder, asc(clientPhotos.takenOn), asc(clientPhotos.id));
      return rows.map(toPhoto);
    },
  };
}
