import sharp from 'sharp';
import { MSG } from '@meche/contracts';
import { FieldValidationError } from '../shared/http-errors';

const PREFIX = 'data:image/png;base64,';
/** A signature pad on the widest screen at a 3× pixel ratio stays well under this. */
const MAX_PIXELS = 4_000_000;

/**
 * The drawn signature, re-encoded: whatever the browser sent (a PNG by the contract's pattern) is decoded and written
 * again as a plain PNG, so nothing but its pixels is kept as proof. Anything sharp cannot read is refused.
 */
export async function cleanSignature(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png') throw new Error('not a png');
    const png = await image.png({ compressionLevel: 9 }).toBuffer();
    return PREFIX + png.toString('base64');
  } catch {
    throw new FieldValidationError({ signature: MSG.signatureRequired });
  }
}
