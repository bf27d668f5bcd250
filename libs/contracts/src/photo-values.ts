// Photos: zones, accepted files and limits, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

import type { Photo } from './photo';

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

/** A timeline per zone: the photos of each zone, oldest first, zones in PHOTO_ZONES order, empty zones left out. */
export function photosByZone<T extends Pick<Photo, 'zone' | 'takenOn' | 'id'>>(photos: readonly T[]): { zone: PhotoZone; photos: T[] }[] {
  return PHOTO_ZONES.flatMap((zone) => {
    const inZone = photos
      .filter((p) => p.zone === zone)
      .sort((a, b) => (a.takenOn === b.takenOn ? a.id - b.id : a.takenOn < b.takenOn ? -1 : 1));
    return inZone.length ? [{ zone, photos: inZone }] : [];
  });
}
