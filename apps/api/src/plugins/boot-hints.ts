import type { FastifyInstance } from 'fastify';
import { pathOf } from './request-target';
import { remotesFileSource } from './remote-origins';

/** What the shell reads first, beside each remote's manifest (apps/shell/src/remotes). */
const REMOTES_CONFIG = '/remotes.json';
const DESCRIPTOR_FILE = 'remote.json';
/** Pages under it load a remote's code: its manifest is worth fetching early there, not on /login. */
const DASHBOARD = '/dashboard';

/** The http(s) manifest URLs of a remotes.json body (absolute, or on the shell's own origin); the rest is skipped. */
function manifestUrls(remotes: unknown): URL[] {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return [];
  const urls: URL[] = [];
  for (const value of Object.values(remotes)) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value, 'http://shell.invalid/');
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.push(url);
    } catch {
      // Not a URL: the shell skips it too.
    }
  }
  return urls;
}

const href = (url: URL) => (url.host === 'shell.invalid' ? `${url.pathname}${url.search}` : url.href);
/** JSON read with fetch() (CORS mode, no credentials across origins): `crossorigin` makes the preload match it. */
const preloadJson = (target: string) => `<${target}>; rel=preload; as=fetch; crossorigin`;

/**
 * The Link header of a page: what its boot will ask for, so the browser asks while the shell's JS still loads.
 * Connections to each remote's origin (scripts without CORS, JSON with: two connection pools), remotes.json and
 * each remote's descriptor; on dashboard pages, each remote's manifest too. Only hints: the shell still reads
 * remotes.json itself, so a moved or rolled-back remote is followed exactly as before.
 */
export function bootHints(remotes: unknown, pathname: string): string[] {
  const manifests = manifestUrls(remotes);
  const origins = [...new Set(manifests.filter((url) => url.host !== 'shell.invalid').map((url) => url.origin))];
  return [
    ...origins.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
    preloadJson(REMOTES_CONFIG),
    ...manifests.map((url) => preloadJson(href(new URL(DESCRIPTOR_FILE, url)))),
    ...(pathname === DASHBOARD || pathname.startsWith(`${DASHBOARD}/`) ? manifests.map((url) => preloadJson(href(url))) : []),
  ];
}

/** Sends bootHints with every page of the shell, following the served remotes.json. */
export function registerBootHints(app: FastifyInstance, staticDir: string): void {
  const remotes = remotesFileSource(staticDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Link', bootHints(await remotes(), pathOf(request.url)).join(', '));
    }
    return payload;
  });
}
