/** Where the deployment says each remote's manifest lives; editing this file moves or rolls back a remote. */
const REMOTES_CONFIG_URL = '/remotes.json';

export interface RemoteEntry {
  /** The remote's federation name, the key in remotes.json. */
  name: string;
  /** Absolute URL of its mf-manifest.json. */
  manifestUrl: string;
}

/** A federation container name: it becomes a JavaScript identifier in the page. */
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toEntry(name: string, value: unknown): RemoteEntry | null {
  if (!REMOTE_NAME.test(name) || typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { name, manifestUrl: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * Reads remotes.json, always revalidated (no-cache). Any remote named there is known: a new one needs no shell
 * release. Entries that are not a name and an http(s) URL are skipped with a console error saying so.
 */
export async function fetchRemoteEntries(url = REMOTES_CONFIG_URL): Promise<RemoteEntry[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`${url}: not an object`);
  const entries: RemoteEntry[] = [];
  for (const [name, value] of Object.entries(body)) {
    const entry = toEntry(name, value);
    if (entry) entries.push(entry);
    else console.error(`${url}: entry "${name}" skipped, it needs a name and the http(s) URL of an mf-manifest.json`);
  }
  return entries;
}
