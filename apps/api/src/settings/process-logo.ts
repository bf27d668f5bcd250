import sharp from 'sharp';
import { processPhoto } from '../photos/process-photo';

/** Large enough for a sharp print at the top of an A4 sheet, small enough to be inlined in it. */
const LOGO_MAX_SIDE = 600;

/**
 * An uploaded logo goes through the photos' checks and re-encoding (real type from the bytes, JPEG/PNG/WebP only,
 * size and pixel limits, no metadata kept, French refusals), then is reduced to the size a sheet prints. One job of
 * the image queue for the whole: callers run it there.
 */
export async function processLogo(bytes: Buffer): Promise<Buffer> {
  const { image } = await processPhoto(bytes);
  return sharp(image).resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer();
}
