import sharp from 'sharp';
import { MSG, PHOTO_STORED_HEADER_ALLOWANCE, PHOTO_STORED_MAX_BYTES_PER_PIXEL } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';

/** Qualities tried after the first one, each only when the previous output is over the bound. */
const FALLBACK_QUALITIES = [70, 50] as const;

/** The most bytes a stored JPEG of these pixels may weigh. */
export const storedImageBound = (width: number, height: number): number =>
  Math.floor(width * height * PHOTO_STORED_MAX_BYTES_PER_PIXEL) + PHOTO_STORED_HEADER_ALLOWANCE;

/**
 * A JPEG whose size is bounded by its pixels. An image can be small as sent and huge as a JPEG (random rows repeat
 * in a PNG at almost no cost, a JPEG pays for every block): the first encoding is re-encoded at lower qualities
 * while it stays over `storedImageBound`, then refused with a French 400. Ordinary photos keep their first encoding.
 */
export async function boundedJpeg(first: Buffer, width: number, height: number, timeoutSeconds: number): Promise<Buffer> {
  const bound = storedImageBound(width, height);
  if (first.length <= bound) return first;
  for (const quality of FALLBACK_QUALITIES) {
    const smaller = await sharp(first).jpeg({ quality }).timeout({ seconds: timeoutSeconds }).toBuffer();
    if (smaller.length <= bound) return smaller;
  }
  throw new HttpError(400, MSG.photoTooDetailed);
}
