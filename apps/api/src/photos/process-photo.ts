import sharp from 'sharp';
import {
  MSG,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_STORED_MAX_SIDE,
  PHOTO_THUMBNAIL_SIDE,
} from '@meche/contracts';
import { HttpError } from '../shared/http-errors';
import { boundedJpeg } from './bounded-jpeg';

// Every upload is a new image: libvips' operation cache would only hold memory between them.
sharp.cache(false);

/** At most this many images decode at once; the others wait their turn (bounded memory on a small server). */
const PARALLEL_IMAGES = 2;
/** A pathological image (or an overloaded machine) fails instead of holding a slot for ever. */
const PROCESSING_TIMEOUT_S = 20;

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The real format, from the first bytes (what the file says it is does not count). */
function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

class Slots {
  private free = PARALLEL_IMAGES;
  private readonly waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
const slots = new Slots();

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => new HttpError(400, message);

/** Decoding options: the pixel limit is checked from the header, before any pixel is decoded; a warning is a failure. */
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning', animated: false } as const;

function translate(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(text)) return refuse(MSG.photoTooSlow);
  if (/pixel limit/i.test(text)) return refuse(MSG.photoTooManyPixels);
  return refuse(MSG.photoUnreadable);
}

/**
 * An uploaded photo, made safe to keep and show: real type checked from the bytes (JPEG, PNG or WebP only, so no
 * SVG or other parser is ever reached), size and pixel limits checked before decoding, EXIF orientation applied,
 * then re-encoded as a JPEG without any metadata (GPS, device, dates are dropped) whose size is bounded by its pixels,
 * plus a thumbnail.
 * Refusals are French 400/413 HttpErrors.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw refuse(MSG.photoEmpty);
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, MSG.photoTooLarge);
  const format = detectPhotoFormat(bytes);
  if (!format) throw refuse(MSG.photoUnsupportedType);
  return slots.run(async () => {
    const meta = await sharp(bytes, INPUT)
      .metadata()
      .catch((error: unknown) => {
        throw translate(error);
      });
    if (meta.format !== format) throw refuse(MSG.photoUnsupportedType);
    const { width = 0, height = 0 } = meta;
    if (!width || !height) throw refuse(MSG.photoUnreadable);
    if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS) throw refuse(MSG.photoTooManyPixels);
    try {
      const { data: encoded, info } = await sharp(bytes, INPUT)
        .autoOrient()
        .resize({ width: PHOTO_STORED_MAX_SIDE, height: PHOTO_STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .toBuffer({ resolveWithObject: true });
      const image = await boundedJpeg(encoded, info.width, info.height, PROCESSING_TIMEOUT_S);
      const thumbnail = await sharp(image)
        .resize({ width: PHOTO_THUMBNAIL_SIDE, height: PHOTO_THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .toBuffer();
      return { image, thumbnail, width: info.width, height: info.height };
    } catch (error) {
      throw translate(error);
    }
  });
}
