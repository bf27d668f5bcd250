import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { decrypterFor, encrypterFor, type BackupKey } from './backup-key';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';

/**
 * An archive is one age file (authenticated encryption: X25519 or scrypt for the key, ChaCha20-Poly1305 in 64 KiB
 * chunks, the last one marked, so a cut or a changed byte is detected). Its plaintext is one JSON line, the manifest,
 * then PGlite's gzipped data folder. Without Mèche: `age -d -i KEYFILE archive.age | tail -n +2 > pgdata.tar.gz`.
 */
const ARCHIVE_FORMAT = 'meche-backup/1';
const BACKUP_REASONS = ['daily', 'manual', 'pre-migration'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

const AGE_MAGIC = 'age-encryption.org/v1\n';
/** age's plaintext chunk: every real archive spans several (PGlite's smallest data folder is megabytes). */
const AGE_CHUNK = 64 * 1024;
const MANIFEST_MAX = 64 * 1024;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.iso.datetime(),
  reason: z.enum(BACKUP_REASONS),
  /** The last migration applied: a newer one than this code knows is refused on restore. */
  schema: z.object({ migration: z.string().nullable(), appliedAt: z.number() }),
  /** server_version_num of the embedded PostgreSQL: its data folder opens only in the same major version. */
  engine: z.object({ postgres: z.string() }),
  payload: z.object({
    name: z.literal('pgdata.tar.gz'),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Encrypts the manifest and the payload file into `file` (which must not exist), synced to disk; answers its size. */
export async function writeArchive(file: string, manifest: Manifest, payloadFile: string, key: BackupKey): Promise<number> {
  // A file-backed Blob: the payload is read as it is encrypted, never held in memory whole.
  const plaintext = new Blob([`${JSON.stringify(manifest)}\n`, await fs.openAsBlob(payloadFile)]);
  const ciphertext = await (await encrypterFor(key)).encrypt(plaintext.stream());
  const handle = await fs.promises.open(file, 'wx', 0o600);
  let bytes = 0;
  try {
    for await (const chunk of ciphertext) {
      await handle.write(chunk);
      bytes += chunk.length;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return bytes;
}

export interface OpenedArchive {
  manifest: Manifest;
  bytes: number;
}

async function readStart(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(MANIFEST_MAX);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** age's header errors: no key matched; a header without its MAC line was cut; anything else was changed. */
function headerRefusal(error: unknown, start: Buffer): BackupRefusal {
  const message = error instanceof Error ? error.message : '';
  if (/no identity matched/.test(message)) return new BackupRefusal(BACKUP_MESSAGES.wrongKey);
  if (!start.includes('\n--- ')) return new BackupRefusal(BACKUP_MESSAGES.truncated);
  return new BackupRefusal(BACKUP_MESSAGES.altered);
}

function parseManifest(line: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(line.toString('utf8'));
  } catch {
    throw new BackupRefusal(BACKUP_MESSAGES.altered);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'string' && format !== ARCHIVE_FORMAT && format.startsWith('meche-backup/')) {
    throw new BackupRefusal(BACKUP_MESSAGES.newerSchema(null));
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefusal(BACKUP_MESSAGES.altered);
  return parsed.data;
}

/**
 * Decrypts and checks the whole archive before anything is believed: the key, every chunk's tag, the length the
 * manifest announces and the payload's SHA-256. Refusals are French and distinguish a wrong key, a cut file and a
 * changed one. With `payloadTo`, the payload is streamed into that file, which is removed unless every check passed.
 */
export async function readArchive(file: string, keys: BackupKey[], options: { payloadTo?: string } = {}): Promise<OpenedArchive> {
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    throw new BackupRefusal(BACKUP_MESSAGES.fileMissing(file));
  }
  const start = await readStart(file);
  if (start.subarray(0, AGE_MAGIC.length).toString('latin1') !== AGE_MAGIC) throw new BackupRefusal(BACKUP_MESSAGES.notAnArchive(file));

  let plaintext;
  try {
    // A file-backed Blob: read as it is consumed, and stopping early (a refusal) just stops reading.
    plaintext = await decrypterFor(keys).decrypt((await fs.openAsBlob(file)).stream());
  } catch (error) {
    throw headerRefusal(error, start);
  }
  let impliedSize: number | null;
  try {
    impliedSize = plaintext.size(size);
  } catch {
    impliedSize = null;
  }

  const out = options.payloadTo ? await fs.promises.open(options.payloadTo, 'wx', 0o600) : null;
  const head: Buffer[] = [];
  let headLength = 0;
  let manifest: Manifest | null = null;
  const hash = createHash('sha256');
  let payloadBytes = 0;
  const takePayload = async (bytes: Uint8Array) => {
    hash.update(bytes);
    payloadBytes += bytes.length;
    if (out) await out.write(bytes);
  };
  try {
    try {
      for await (const chunk of plaintext) {
        if (manifest) {
          await takePayload(chunk);
          continue;
        }
        head.push(Buffer.from(chunk));
        headLength += chunk.length;
        const joined = Buffer.concat(head);
        const end = joined.indexOf(0x0a);
        if (end < 0) {
          if (headLength > MANIFEST_MAX) throw new BackupRefusal(BACKUP_MESSAGES.altered);
          continue;
        }
        manifest = parseManifest(joined.subarray(0, end));
        const expected = end + 1 + manifest.payload.bytes;
        if (impliedSize === null || impliedSize < expected) throw new BackupRefusal(BACKUP_MESSAGES.truncated);
        if (impliedSize > expected) throw new BackupRefusal(BACKUP_MESSAGES.altered);
        await takePayload(joined.subarray(end + 1));
      }
    } catch (error) {
      if (error instanceof BackupRefusal) throw error;
      // A tag failing before the manifest could be read: in an archive shorter than one chunk, that is a cut file.
      const cut = !manifest && (impliedSize === null || impliedSize <= AGE_CHUNK);
      throw new BackupRefusal(cut ? BACKUP_MESSAGES.truncated : BACKUP_MESSAGES.altered);
    }
    if (!manifest) throw new BackupRefusal(headLength === 0 ? BACKUP_MESSAGES.truncated : BACKUP_MESSAGES.altered);
    if (payloadBytes !== manifest.payload.bytes || hash.digest('hex') !== manifest.payload.sha256) {
      throw new BackupRefusal(BACKUP_MESSAGES.altered);
    }
    await out?.sync();
  } catch (error) {
    await out?.close();
    if (options.payloadTo) fs.rmSync(options.payloadTo, { force: true });
    throw error;
  }
  await out?.close();
  return { manifest, bytes: size };
}
