import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { PHOTO_ZONES } from './photo-values';
import { isValidIsoDate, latestTodayIso } from './dates';
import { DATE_FORMAT, isoDateString, optionalText } from './fields';
import { MSG } from './messages';

/** The standard scalp zones a trichologist photographs, in the order a timeline shows them. */
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

