#!/usr/bin/env node
// Serves one remote's dist on its own origin, as a CDN would: CORS for the manifest fetch, right types, cache headers.
//   node tools/serve-static.mjs apps/clients-mfe/dist 4201
//   node tools/serve-static.mjs --dir apps/clients-mfe/dist --port 4201 [--host 0.0.0.0] [--control-port 4301]
// With --control-port (e2e only), POST /stop and /start on 127.0.0.1 close and reopen the listener.
import { createServer } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);
/** Built names carry a content hash (`[name].[contenthash:8].js`): they never change, cache them for good. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export function cacheControl(path) {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The build's compressed copies (tools/rspack/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** How much older than its file a compressed copy may be and still come from the same build. */
const SAME_BUILD_MS = 1000;

/** Whether an Accept-Encoding header allows `encoding` (listed, and not with q=0). */
export function accepts(header, encoding) {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * The compressed copy to send for the file at `real`, if the browser takes its encoding: it must lie inside the
 * root too, and be written with the file (a build writes both within milliseconds, in no fixed order): a file
 * edited after its build is sent from itself, never from a stale copy.
 */
export async function findPrecompressed(real, info, realBase, acceptEncoding) {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepts(acceptEncoding, encoding)) continue;
    try {
      const path = await realpath(real + suffix);
      if (!isWithin(realBase, path)) continue;
      const copy = await stat(path);
      if (copy.isFile() && copy.mtimeMs >= info.mtimeMs - SAME_BUILD_MS) return { encoding, path };
    } catch {
      // No copy in this encoding.
    }
  }
  return null;
}

/** Whether `path` is `root` or inside it. */
const isWithin = (root, path) => path === root || path.startsWith(root + sep);

export function createStaticHandler(root, { allowOrigin = '*' } = {}) {
  const base = resolve(root);
  /** The root as the disk has it (the folder itself may be a link): files must really lie under it. */
  let realBase;
  const gzipCache = new Map();

  return async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', allowOrigin);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    const file = resolve(join(base, pathname === '/' ? 'index.html' : pathname));
    if (!isWithin(base, file)) {
      res.writeHead(403);
      return res.end();
    }
    let real;
    let info;
    try {
      realBase ??= await realpath(base);
      // A link inside the root may point anywhere: what is read is where it leads, which must be inside too.
      real = await realpath(file);
      if (!isWithin(realBase, real)) throw new Error('outside the root');
      info = await stat(real);
      if (!info.isFile()) throw new Error('not a file');
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    const ext = extname(file).toLowerCase();
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const precompressed = COMPRESSIBLE.has(ext) ? await findPrecompressed(real, info, realBase, req.headers['accept-encoding']) : null;
    if (precompressed) {
      headers['Content-Encoding'] = precompressed.encoding;
      headers.ETag = `"${etag.slice(1, -1)}-${precompressed.encoding}"`;
    }
    if (req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = await readFile(precompressed?.path ?? real);
    if (!precompressed && COMPRESSIBLE.has(ext) && accepts(req.headers['accept-encoding'], 'gzip') && body.length > 1024) {
      const key = `${file}:${etag}`;
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
      body = gzipCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** A listener that can be closed and reopened on the same port (the e2e "remote is down" switch). */
export function startStaticServer({ dir, port, host }) {
  const server = createServer(createStaticHandler(dir));
  const listen = () => new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const close = () =>
    new Promise((ok) => {
      if (!server.listening) return ok();
      server.close(() => ok());
      server.closeAllConnections();
    });
  return { listen, close, isListening: () => server.listening };
}

function startControl(controlPort, target) {
  createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/stop') await target.close();
    else if (req.method === 'POST' && req.url === '/start') {
      if (!target.isListening()) await target.listen();
    } else if (req.url !== '/status') {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ listening: target.isListening() }));
  }).listen(controlPort, '127.0.0.1');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
      'control-port': { type: 'string' },
    },
  });
  // `<dir> <port>` reads as `--dir <dir> --port <port>`.
  values.dir ??= positionals[0];
  values.port ??= positionals[1];
  if (!values.dir || !values.port || positionals.length > 2) {
    console.error('usage: serve-static.mjs <dist> <port>  or  serve-static.mjs --dir <dist> --port <port> [--host <host>] [--control-port <port>]');
    process.exit(2);
  }
  const server = startStaticServer({ dir: values.dir, port: Number(values.port), host: values.host });
  await server.listen();
  if (values['control-port']) startControl(Number(values['control-port']), server);
  process.stdout.write(`serving ${values.dir} on http://localhost:${values.port}\n`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
