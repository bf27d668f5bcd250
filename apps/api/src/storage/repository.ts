import { eq, sql } from 'drizzle-orm';
import { MSG, formatBytes, type StorageStatus } from '@meche/contracts';
import type { Db } from '../db/database';
import { clientPhotos, practiceSettings, users } from '../db/schema';
import { HttpError } from '../shared/http-errors';

interface Stored {
  photos: number;
  logo: number;
  quota: number;
}

const full = (used: number, quota: number) => new HttpError(413, MSG.storageQuotaExceeded(formatBytes(used), formatBytes(quota)));

/**
 * What a practice stores of images (photos with their thumbnails, and the logo) against its quota. Usage is summed
 * from the rows themselves, never kept in a counter that a cascade or an erasure could leave behind: `octet_length`
 * reads a stored image's length from its header without loading it.
 */
export function createStorageRepository(db: Db, defaultQuotaBytes: number) {
  async function read(userId: number): Promise<Stored> {
    const [photos] = await db
      .select({
        bytes: sql`coalesce(sum(octet_length(${clientPhotos.image}) + octet_length(${clientPhotos.thumbnail})), 0)`.mapWith(Number),
      })
      .from(clientPhotos)
      .where(eq(clientPhotos.userId, userId));
    const [settings] = await db
      .select({ logo: sql`coalesce(octet_length(${practiceSettings.logo}), 0)`.mapWith(Number), quota: practiceSettings.storageQuotaBytes })
      .from(practiceSettings)
      .where(eq(practiceSettings.userId, userId));
    return { photos: photos?.bytes ?? 0, logo: settings?.logo ?? 0, quota: settings?.quota ?? defaultQuotaBytes };
  }

  return {
    async status(userId: number): Promise<StorageStatus> {
      const stored = await read(userId);
      return { usedBytes: stored.photos + stored.logo, quotaBytes: stored.quota };
    },

    /** Before any image work: a practice already at its quota costs no decoding. */
    async assertNotFull(userId: number): Promise<void> {
      const { photos, logo, quota } = await read(userId);
      if (photos + logo >= quota) throw full(photos + logo, quota);
    },

    /**
     * Inside the transaction that stores `bytes` more (a logo replaces the current one): the practitioner's row is
     * locked first, so two uploads of one practice count one after the other and cannot both pass the quota; other
     * practices, and this practice's other writes (which only take a key-share lock on it), do not wait.
     */
    async reserve(userId: number, bytes: number, { replacingLogo = false } = {}): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const { photos, logo, quota } = await read(userId);
      const kept = photos + (replacingLogo ? 0 : logo);
      if (kept + bytes > quota) throw full(photos + logo, quota);
    },
  };
}
