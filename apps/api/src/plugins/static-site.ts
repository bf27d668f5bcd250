import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../shared/http-errors';
import { isApiPath, pathOf } from './request-target';

/** Files the shell reads at boot or that name hashed assets, and its service worker: always revalidated. */
const NO_CACHE = new Set(['index.html', 'remotes.json', 'config.json', 'sw.js']);
/** A content hash in the file name (e.g. main.3f9a1c2b.js) makes it safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheControlFor(file: string): string {
  // A precompressed copy (main.3f9a1c2b.js.br) is cached as the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const isWithin = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/**
 * What is read must really lie under the root: a link inside the build folder may point anywhere, so the file's real
 * path (links followed) is checked against the root's (which may be a link itself, re-pointed by a deployment: read
 * each time). Outside, or gone meanwhile: 404, as a missing file. The remotes' server does the same
 * (tools/serve-static.mjs).
 */
function confinedTo(root: string) {
  return async (file: string): Promise<void> => {
    const [realRoot, real] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]).catch(() => {
      throw notFound();
    });
    if (!isWithin(realRoot, real)) throw notFound();
  };
}

/** Serves the shell's build at `/` with the SPA fallback: any non-/api GET that is no file gets index.html. */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'STATIC_DIR has no index.html');
  }
  // A page's Content-Security-Policy is computed when it is sent (it follows remotes.json): a 304 would keep the
  // one the browser cached with the page, so pages are always sent whole (index.html is under a kilobyte).
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/' || pathname.endsWith('.html') || isSpaNavigation(request.method, request.url)) {
      delete request.raw.headers['if-none-match'];
      delete request.raw.headers['if-modified-since'];
    }
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    onFile: confinedTo(root),
    // The build's .br/.gz copies (tools/rspack/precompress.mjs), chosen by Accept-Encoding, with Vary.
    preCompressed: true,
    etag: true,
    lastModified: true,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });
}

/** A client-side route: GET, outside /api, and not a missing file (a missing .js must not get HTML). */
export function isSpaNavigation(method: string, url: string): boolean {
  const pathname = pathOf(url);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const isFile = /\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html');
  return (method === 'GET' || method === 'HEAD') && !isFile && !isApiPath(pathname);
}
