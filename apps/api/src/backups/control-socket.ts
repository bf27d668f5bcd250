import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { ArchiveMade } from './make-backup';

/** Unix socket paths are short (104 bytes on macOS, 108 on Linux). */
const SOCKET_PATH_MAX = 100;
const REQUEST = 'backup';

const replySchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    archive: z.object({ file: z.string(), bytes: z.number(), ms: z.number(), pruned: z.array(z.string()), keyGenerated: z.string().nullable() }),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type BackupReply = z.infer<typeof replySchema>;

/**
 * PGlite serves one process, so while the API runs `npm run backup` asks it for the archive through a Unix socket in
 * the data folder, in a sub-folder only its owner may enter: whoever can connect could read the database files anyway.
 * null where there is no such socket (Windows, or a data folder path too long for one).
 */
export function controlSocketPath(dataDir: string): string | null {
  if (process.platform === 'win32') return null;
  const file = path.join(path.resolve(dataDir), 'control', 'backup.sock');
  return Buffer.byteLength(file) <= SOCKET_PATH_MAX ? file : null;
}

const replyLine = (reply: BackupReply) => `${JSON.stringify(reply)}\n`;

/** The API's side: one archive per request, made by the process that holds the database. Answers how to stop. */
export async function serveBackupRequests(dataDir: string, run: () => Promise<ArchiveMade>): Promise<(() => Promise<void>) | null> {
  const file = controlSocketPath(dataDir);
  if (!file) return null;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  // Left behind by a process that was killed: nothing listens on it any more (this process holds the data folder).
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let received = '';
    let answered = false;
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (answered || end < 0) {
        if (received.length > 256) socket.destroy();
        return;
      }
      answered = true;
      if (received.slice(0, end).trim() !== REQUEST) {
        socket.end(replyLine({ ok: false, message: 'Demande inconnue.' }));
        return;
      }
      run().then(
        ({ file, bytes, ms, pruned, keyGenerated }) => socket.end(replyLine({ ok: true, archive: { file, bytes, ms, pruned, keyGenerated } })),
        (error: unknown) => socket.end(replyLine({ ok: false, message: error instanceof Error ? error.message : String(error) })),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        fs.rmSync(file, { force: true });
        resolve();
      });
    });
}

/** The command's side: null when nothing answers on the socket (an API without it, or one that is stuck). */
export function requestBackup(dataDir: string, timeoutMs = 30 * 60_000): Promise<BackupReply | null> {
  const file = controlSocketPath(dataDir);
  if (!file || !fs.existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve) => {
    let received = '';
    const socket = net.createConnection(file, () => socket.write(`${REQUEST}\n`));
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => {
      let json: unknown = null;
      try {
        json = JSON.parse(received.trim());
      } catch {
        // Cut off or empty: nothing usable answered.
      }
      const parsed = replySchema.safeParse(json);
      resolve(parsed.success ? parsed.data : null);
    });
  });
}
