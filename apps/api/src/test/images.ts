import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A photo as a phone camera writes it: a JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to view),
 * the device's make and model and a GPS position. A red band on the stored left edge ends on top once oriented.
 */
export async function cameraJpeg(width = 64, height = 48): Promise<Buffer> {
  const band = await sharp({ create: { width: Math.max(1, Math.round(width / 4)), height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
    .composite([{ input: band, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Scalp Cam 3000', Software: 'PhoneOS 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();

export const webpImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } }).webp().toBuffer();

/** The attack pass's amplifier: `distinct` rows of random pixels repeated down the image deflate to almost nothing. */
export function repeatedRandomRowsPng(width: number, height: number, distinct = 2): Promise<Buffer> {
  const rows = Array.from({ length: distinct }, () => randomBytes(width * 3));
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) raw.set(rows[y % distinct] as Buffer, y * width * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** Pure noise: no JPEG quality brings it under the stored bound. */
export const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
