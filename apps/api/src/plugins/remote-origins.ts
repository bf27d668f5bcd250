import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The shell's list of remotes, in the folder it is served from: `{ "<remote>": "<manifest URL>", … }`. */
const REMOTES_FILE = 'remotes.json';

/** The http(s) origins of the manifest URLs in a remotes.json body; anything else is not an origin to allow. */
export function originsOf(remotes: unknown): string[] {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return [];
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A relative URL is the shell's own origin, which 'self' already allows.
    }
  }
  return [...origins];
}

/**
 * The served remotes.json, as last read well: moving a remote is an edit of that file, with no API restart. The file
 * is read again when its size or modification time changes (one stat per call); an unreadable edit keeps the last
 * good body, a missing file gives {}. Without a static folder there is no file: {}.
 */
export function remotesFileSource(staticDir: string | undefined): () => Promise<unknown> {
  const file = staticDir ? path.join(staticDir, REMOTES_FILE) : null;
  let seen = '';
  let body: unknown = {};

  return async () => {
    if (!file) return body;
    try {
      const info = await stat(file);
      const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
      if (version !== seen) {
        body = JSON.parse(await readFile(file, 'utf8'));
        seen = version;
      }
    } catch (error) {
      // No file: no remote. A half-written or broken one: the last good body, read again next time.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        body = {};
        seen = '';
      }
    }
    return body;
  };
}

/**
 * The remotes' origins for the pages' Content-Security-Policy, following the served remotes.json
 * (remotesFileSource). `extra` (REMOTE_ORIGINS) is always added, for hosts the manifests point at beside their own
 * (a CDN for the chunks).
 */
export function remoteOriginsSource(staticDir: string | undefined, extra: readonly string[]): () => Promise<string[]> {
  const remotes = remotesFileSource(staticDir);
  return async () => [...new Set([...originsOf(await remotes()), ...extra])];
}
