/**
 * How many scans (SOS segments) a JPEG holds, read from its markers without decoding anything: each segment is
 * skipped by its length, each scan's entropy-coded data by searching its next marker (0xFF not followed by a stuffed
 * zero or a restart marker). Counting stops past `limit`. Linear in the bytes, with native searches.
 */
export function jpegScanCount(bytes: Buffer, limit: number): number {
  let scans = 0;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      // Entropy-coded data: jump to the next 0xFF.
      const next = bytes.indexOf(0xff, at);
      if (next < 0) break;
      at = next;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    // Fill byte, stuffed zero, restart markers and TEM have no length.
    if (marker === 0xff) at += 1;
    else if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) at += 2;
    else if (marker === 0xd9 || at + 3 >= bytes.length) break;
    else {
      if (marker === 0xda) {
        scans += 1;
        if (scans > limit) break;
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return scans;
}
