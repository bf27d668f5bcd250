import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { isValidIsoDate, latestTodayIso } from './dates';
import { DATE_FORMAT, isoDateString, optionalText } from './fields';
import { MSG } from './messages';

/** The standard scalp zones a trichologist photographs, in the order a timeline shows them. */
export const PHOTO_ZONES = ['Front', 'Sommet', 'Couronne', 'Tempe gauche', 'Tempe droite', 'Nuque'] as const;
export type PhotoZone = (typeof PHOTO_ZONES)[number];

/** Formats a photo may be sent in; the server reads the real one from the bytes and stores JPEG. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What a file picker's `accept` attribute lists. */
export const PHOTO_ACCEPT = PHOTO_UPLOAD_TYPES.join(',');
/** 15 Mo per photo, as sent. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Larger images are refused before they are decoded: a 48-megapixel phone photo passes, a decompression bomb does not. */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MAX_SIDE = 12_000;
/** Stored image: the long side is brought down to this (a 12-megapixel photo keeps its size). */
export const PHOTO_STORED_MAX_SIDE = 4096;
export const PHOTO_THUMBNAIL_SIDE = 480;
/**
 * A stored image weighs at most this many bytes per pixel (plus a fixed allowance for the JPEG's headers): a
 * 12-megapixel photo stays under 3.6 Mo, whatever the upload. A camera photo re-encoded at quality 85 takes about
 * 0.15–0.25; only noise-like pixels (which compress in a PNG but not in a JPEG) go past it.
 */
export const PHOTO_STORED_MAX_BYTES_PER_PIXEL = 0.3;
export const PHOTO_STORED_HEADER_ALLOWANCE = 16 * 1024;
/** Earliest date a photo may be dated: older is a typing error. */
const PHOTO_EARLIEST_DATE = '1990-01-01';

const photoZoneSchema = z.enum(PHOTO_ZONES, { error: MSG.invalidPhotoZone });

/** The day the photo was taken, 'YYYY-MM-DD', not in the future. */
const photoTakenOnSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .refine(isValidIsoDate, { error: MSG.invalidDate })
  .refine((v) => v >= PHOTO_EARLIEST_DATE && v <= latestTodayIso(), { error: MSG.photoDateOutOfRange })
  .meta(DATE_FORMAT);

/** A note travels in the upload's query: 1,000 characters stay well inside the 16 KiB request line, accents encoded. */
const PHOTO_NOTE_MAX = 1000;
const noteSchema = optionalText(PHOTO_NOTE_MAX);

/**
 * Query of POST /api/client/{id}/photos, whose body is the image itself (what a file picker, a drop or a tablet
 * camera gives as a File): date taken, zone and an optional note. Request logs keep paths, never query strings.
 */
export const photoUploadQuerySchema = z.object({
  takenOn: photoTakenOnSchema,
  zone: photoZoneSchema,
  note: noteSchema,
});
export type PhotoUploadQuery = z.input<typeof photoUploadQuerySchema>;

/** Body of PUT /api/photo/{id}: date taken, zone and note. */
export const photoUpdateSchema = z.object({
  takenOn: photoTakenOnSchema,
  zone: photoZoneSchema,
  note: noteSchema,
});
export type PhotoUpdate = z.input<typeof photoUpdateSchema>;

/** Query of GET /api/client/{id}/photos: every zone, or one. */
export const photoListQuerySchema = z.object({ zone: photoZoneSchema.optional() });

/** A photo's metadata; the image and its thumbnail are read from their own URLs (owner only, never cached). */
export const photoSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  userId: z.number(),
  takenOn: isoDateString(),
  zone: z.enum(PHOTO_ZONES),
  note: z.string().nullable(),
  /** Of the stored image (after orientation). */
  width: z.number(),
  height: z.number(),
  byteSize: z.number(),
  contentType: z.literal('image/jpeg'),
  created: z.string(),
  modified: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** GET /api/client/{id}/photos: ordered by zone (PHOTO_ZONES order), then date taken, then upload order. */
export const photoListSchema = z.array(photoSchema);

/** A timeline per zone: the photos of each zone, oldest first, zones in PHOTO_ZONES order, empty zones left out. */
export function photosByZone<T extends Pick<Photo, 'zone' | 'takenOn' | 'id'>>(photos: readonly T[]): { zone: PhotoZone; photos: T[] }[] {
  return PHOTO_ZONES.flatMap((zone) => {
    const inZone = photos
      .filter((p) => p.zone === zone)
      .sort((a, b) => (a.takenOn === b.takenOn ? a.id - b.id : a.takenOn < b.takenOn ? -1 : 1));
    return inZone.length ? [{ zone, photos: inZone }] : [];
  });
}
