import sharp from 'sharp';
import { boundedJpeg } from '../photos/bounded-jpeg';
import { processPhoto } from '../photos/process-photo';

/** Large enough for a sharp print at the top of an A4 sheet, small enough to be inlined in it. */
const LOGO_MAX_SIDE = 600;
/** A 600 px image re-encodes in milliseconds: a second is already pathological. */
const LOGO_TIMEOUT_S = 5;

/**
 * An uploaded logo goes through the photos' checks and re-encoding (real type from the bytes, JPEG/PNG/WebP only,
 * size and pixel limits, no metadata kept, French refusals), then is reduced to the size a sheet prints, its bytes
 * bounded by its pixels like a photo's. One job of the image queue for the whole: callers run it there.
 */
export async function processLogo(bytes: Buffer): Promise<Buffer> {
  const { image } = await processPhoto(bytes);
  const { data, info } = await sharp(image)
    .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return boundedJpeg(data, info.width, info.height, LOGO_TIMEOUT_S);
}
