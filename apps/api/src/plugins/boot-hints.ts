import type { FastifyInstance } from 'fastify';
import { remotesFileSource } from './remote-origins';
import { isClientFormPath } from '../questionnaire-link/client-form-path';

/** What the shell reads first, beside each remote's manifest (apps/shell/src/remotes). */
const REMOTES_CONFIG = '/remotes.json';
const DESCRIPTOR_FILE = 'remote.json';
/** Each remote's route files, which the shell's page reads on a dashboard path (tools/rspack/route-preload.mjs). */
const ROUTE_ASSETS_FILE = 'route-assets.json';
const DASHBOARD_PAGES = '/dashboard/';

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
 * each remote's descriptor, which the shell reads as it starts, and on a dashboard page each remote's
 * route-assets.json, which the page's first script reads to ask for the route's files. Only hints: the shell still
 * reads remotes.json itself, so a moved or rolled-back remote is followed exactly as before. Not the manifests: a
 * page may never ask for one, and a preload that failed (its remote down) is what the browser hands the page's later
 * request for the same URL, so 'Réessayer' would fail again once the remote is back.
 */
export function bootHints(remotes: unknown, path = '/'): string[] {
  const manifests = manifestUrls(remotes);
  const origins = [...new Set(manifests.filter((url) => url.host !== 'shell.invalid').map((url) => url.origin))];
  const files = path.startsWith(DASHBOARD_PAGES) ? [DESCRIPTOR_FILE, ROUTE_ASSETS_FILE] : [DESCRIPTOR_FILE];
  return [
    ...origins.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
    preloadJson(REMOTES_CONFIG),
    ...files.flatMap((file) => manifests.map((url) => preloadJson(href(new URL(file, url))))),
  ];
}

/**
 * Sends bootHints with every page of the shell, following the served remotes.json. Not with the client's
 * questionnaire page: it boots no remote, and its CSP would refuse the preloads.
 */
export function registerBootHints(app: FastifyInstance, staticDir: string): void {
  const remotes = remotesFileSource(staticDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isClientFormPath(request.url)) return payload;
    if (request.method === 'GET' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Link', bootHints(await remotes(), request.url.split('?')[0]).join(', '));
    }
    return payload;
  });
}
