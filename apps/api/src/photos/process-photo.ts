import sharp, { type Metadata } from 'sharp';
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
import { jpegScanCount } from './jpeg-scans';

// Every upload is a new image: libvips' operation cache would only hold memory between them.
sharp.cache(false);

/**
 * What the decoder may be made to do, checked from the header before any pixel is decoded. A progressive JPEG is
 * decoded whole in memory and walked once per scan: 64 scans is several times what encoders write (libjpeg's
 * progressive script has 10), 24 megapixels keeps its coefficients around 150 MB. A 16-bit or interlaced PNG is
 * decoded whole as well, at up to 8 bytes per pixel: refused.
 */
const MAX_JPEG_SCANS = 64;
const PROGRESSIVE_MAX_PIXELS = 24_000_000;
/**
 * A last guard for what the header checks cannot foresee. libvips checks it between strips of output, so it does not
 * cut a decode already under way: the checks above are what bound the work.
 */
const PROCESSING_TIMEOUT_S = 10;

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The real format, from the first bytes (what the file says it is does not count). */
function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => new HttpError(400, message);

/**
 * Decoding options: the pixel limit is checked from the header, before any pixel is decoded; a warning is a failure;
 * the image is read in one pass, strip after strip, where its format allows.
 */
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning', animated: false, sequentialRead: true } as const;

/** The refusal of an image whose header asks more of the decoder than the limits above allow, or null. */
function tooCostly(meta: Metadata, bytes: Buffer): HttpError | null {
  const { width = 0, height = 0 } = meta;
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS) return refuse(MSG.photoTooManyPixels);
  if (meta.depth !== 'uchar') return refuse(MSG.photoTooDeep);
  if (meta.format === 'png' && meta.isProgressive) return refuse(MSG.photoInterlaced);
  if (meta.format === 'jpeg' && meta.isProgressive) {
    if (width * height > PROGRESSIVE_MAX_PIXELS || jpegScanCount(bytes, MAX_JPEG_SCANS) > MAX_JPEG_SCANS) return refuse(MSG.photoTooManyScans);
  }
  return null;
}

function translate(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(text)) return refuse(MSG.photoTooSlow);
  if (/pixel limit/i.test(text)) return refuse(MSG.photoTooManyPixels);
  return refuse(MSG.photoUnreadable);
}

/**
 * An uploaded photo, made safe to keep and show: real type checked from the bytes (JPEG, PNG or WebP only, so no
 * SVG or other parser is ever reached), size, pixel, bit depth, interlacing and scan limits checked before decoding,
 * EXIF orientation applied, then re-encoded as a JPEG without any metadata (GPS, device, dates are dropped) whose size
 * is bounded by its pixels, plus a thumbnail. Refusals are French 400/413 HttpErrors. CPU- and memory-heavy: callers run it in the image queue.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw refuse(MSG.photoEmpty);
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, MSG.photoTooLarge);
  const format = detectPhotoFormat(bytes);
  if (!format) throw refuse(MSG.photoUnsupportedType);
  const meta = await sharp(bytes, INPUT)
    .metadata()
    .catch((error: unknown) => {
      throw translate(error);
    });
  if (meta.format !== format) throw refuse(MSG.photoUnsupportedType);
  if (!meta.width || !meta.height) throw refuse(MSG.photoUnreadable);
  const costly = tooCostly(meta, bytes);
  if (costly) throw costly;
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
}
