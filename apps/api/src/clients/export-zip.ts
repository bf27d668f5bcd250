import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { AsyncZipDeflate, Zip, ZipPassThrough } from 'fflate';
import type { ClientExport, Photo } from '@meche/contracts';

/** Where a photo sits inside the export: photos/<date>-<zone>-<id>.jpg (zone in lower case, hyphens for spaces). */
export const exportedPhotoName = (photo: Pick<Photo, 'id' | 'takenOn' | 'zone'>) =>
  `photos/${photo.takenOn}-${photo.zone.toLowerCase().replace(/\s+/g, '-')}-${photo.id}.jpg`;

/**
 * The export as a zip stream: the JSON (deflated) then each photo (stored as is: JPEG does not compress further).
 * Photos are read one at a time and the stream's backpressure is honoured, so a client with a hundred photos never
 * sits whole in memory. A failure while streaming ends the download with an error (the zip is then incomplete).
 */
export function exportZip(jsonName: string, data: ClientExport, readPhoto: (id: number) => Promise<Buffer | null>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    // The download was cancelled (or failed): nothing more to write.
    if (out.destroyed) return;
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Compressed on a worker thread (fflate's async deflate): a large file's JSON would otherwise hold the event loop.
  const json = new AsyncZipDeflate(jsonName, { level: 6 });
  zip.add(json);
  // Bytes of their own (not a slice of Node's shared pool): they are handed over to the worker, not copied.
  json.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);

  void (async () => {
    try {
      for (const photo of data.photos) {
        if (out.destroyed) return;
        const bytes = await readPhoto(photo.id);
        if (!bytes) continue;
        const entry = new ZipPassThrough(photo.file);
        zip.add(entry);
        entry.push(bytes, true);
        // A cancelled download closes the stream instead of draining it.
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
