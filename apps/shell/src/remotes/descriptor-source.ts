import { readDescriptor, supportsContract, type RemoteDescriptor } from '@meche/remote-contract';
import { unsupportedContract } from './contract-messages';
import type { RemoteEntry } from './remotes-config';

/** The descriptor a remote's build writes beside its mf-manifest.json. */
const DESCRIPTOR_FILE = 'remote.json';
/** A remote host that does not answer in this time is treated as down: the dashboard must not hang on it. */
const DESCRIPTOR_TIMEOUT_MS = 5000;
/** localStorage key prefix of the last good descriptor seen at each descriptor URL. */
export const DESCRIPTOR_CACHE_PREFIX = 'meche-remote:';

export type DescriptorOutcome =
  /** Read just now: contract supported, shape valid, name as in remotes.json. */
  | { kind: 'fresh'; descriptor: RemoteDescriptor }
  /** Unreachable now: the last good one read at this URL, so the sidebar and the pages' places stay. */
  | { kind: 'cached'; descriptor: RemoteDescriptor; reason: string }
  /**
   * Read, but not usable: its code is never loaded. Its routes (from what was read, or the last good copy) still
   * show 'Module indisponible'.
   */
  | { kind: 'refused'; descriptor: RemoteDescriptor | null; reason: string }
  /** Unreachable and never seen at this URL. */
  | { kind: 'missing'; reason: string };

const descriptorUrl = (entry: RemoteEntry) => new URL(DESCRIPTOR_FILE, entry.manifestUrl).href;

function readCache(url: string): RemoteDescriptor | null {
  try {
    const reading = readDescriptor(JSON.parse(window.localStorage.getItem(DESCRIPTOR_CACHE_PREFIX + url) ?? 'null'));
    return reading.ok ? reading.descriptor : null;
  } catch {
    return null;
  }
}

function writeCache(url: string, descriptor: RemoteDescriptor): void {
  try {
    window.localStorage.setItem(DESCRIPTOR_CACHE_PREFIX + url, JSON.stringify(descriptor));
  } catch {
    // Storage full or unavailable: the descriptor still serves this page.
  }
}

/**
 * Forgets the descriptors kept for URLs remotes.json no longer names: each deployment of a remote has its own URL,
 * and only the current ones can serve as a fallback.
 */
export function forgetOtherDescriptors(current: readonly RemoteEntry[]): void {
  try {
    const keep = new Set(current.map((entry) => DESCRIPTOR_CACHE_PREFIX + descriptorUrl(entry)));
    const stale: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(DESCRIPTOR_CACHE_PREFIX) && !keep.has(key)) stale.push(key);
    }
    stale.forEach((key) => window.localStorage.removeItem(key));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

async function fetchJson(url: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${DESCRIPTOR_TIMEOUT_MS} ms`)), DESCRIPTOR_TIMEOUT_MS);
  });
  const read = fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads what a remote says of itself, before any of its code runs: checked for shape, name and contract version
 * (`supported`, the shell's range). An unreachable remote falls back on the last good descriptor seen at the same
 * URL: a deployment that moves a remote gives it a new URL, so a stale copy never describes another build.
 */
export async function loadDescriptor(entry: RemoteEntry, supported: string): Promise<DescriptorOutcome> {
  const url = descriptorUrl(entry);
  let body: unknown;
  try {
    body = await fetchJson(url);
  } catch (error) {
    const reason = `${url} unreachable (${error instanceof Error ? error.message : String(error)})`;
    const cached = readCache(url);
    return cached ? { kind: 'cached', descriptor: cached, reason } : { kind: 'missing', reason };
  }
  const reading = readDescriptor(body);
  if (!reading.ok) {
    const reason = `Remote "${entry.name}": ${url} is not a descriptor (${reading.problems.join('; ')})`;
    return { kind: 'refused', descriptor: readCache(url), reason };
  }
  const { descriptor } = reading;
  if (descriptor.name !== entry.name) {
    return { kind: 'refused', descriptor: readCache(url), reason: `Remote "${entry.name}": ${url} describes "${descriptor.name}"` };
  }
  if (!supportsContract(supported, descriptor.contract)) {
    return { kind: 'refused', descriptor, reason: unsupportedContract(entry.name, descriptor.contract, supported) };
  }
  writeCache(url, descriptor);
  return { kind: 'fresh', descriptor };
}
