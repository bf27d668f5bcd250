// The proxy in front of a deployment, as docs/deploy.md asks for one: one public origin for the API (which serves the
// shell's page) and every remote, each remote under a path of its own (`/remotes/<name>/`, the prefix removed on the
// way to its server), over HTTPS with HTTP/2 (HTTP/1.1 for a client without it), or plain HTTP for a local test.
// A phone then opens one TLS connection for the whole app, and HTTP/2 orders every file of the page on it; a host per
// remote costs a connection each (DNS, TCP and TLS on a 4G round trip) and they compete blindly for the link
// (docs/performance.md, "seventh pass").
// What the remotes' paths get, on the way in and out: no session cookie (a `__Host-` cookie goes to every path of the
// origin, and a remote's host has no use for it), no Set-Cookie from the remote's host, only GET, HEAD and OPTIONS,
// and `Content-Security-Policy: sandbox` with `nosniff`, so a document that ends up in a remote's folder (an HTML or
// SVG file) opens in an opaque origin and can neither read the app's storage nor call its API as the practitioner.
// The remotes' code itself runs in the shell's page as it would from any host: that trust does not change.
// Used by the mobile bench (TLS, HTTP/2) and by the e2e proof of this topology (plain HTTP). Not a production server:
// a deployment writes the same rules into its own proxy (docs/deploy.md gives them).
import { createHash, X509Certificate } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { generate } from 'selfsigned';

/** Where the remotes live on the app's origin: remotes.json names `/remotes/<name>/mf-manifest.json`. */
const REMOTES_PREFIX = '/remotes/';
export const remotePath = (name) => `${REMOTES_PREFIX}${name}/`;

/** Headers that describe one connection, which HTTP/2 forbids and a proxy never forwards. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);
/** What a remote's static host is never sent. */
const PRIVATE_REQUEST_HEADERS = new Set(['cookie', 'authorization']);
/** A static host serves files: nothing else reaches it. */
const REMOTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REMOTE_RESPONSE_HEADERS = { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' };

/** A certificate for localhost, valid two days, and the flags that make Chromium trust it (its key's SHA-256). */
export async function localhostCertificate() {
  const now = new Date();
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 2 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const hash = createHash('sha256').update(spki).digest('base64');
  return { key, cert, chromeArgs: [`--ignore-certificate-errors-spki-list=${hash}`] };
}

const without = (headers, names) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !names.has(name)));

/** The remote whose path `url` is under, and the path its own server knows; null for the API's. */
export function routeOf(url, remotes) {
  if (!url.startsWith(REMOTES_PREFIX)) return null;
  const rest = url.slice(REMOTES_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const name = rest.slice(0, slash);
  return Object.hasOwn(remotes, name) ? { name, upstream: remotes[name], path: rest.slice(slash) } : null;
}

/**
 * Listens on a free port of 127.0.0.1 and forwards each request to http://127.0.0.1:`upstream` (the API), or to a
 * remote's port for a path under `remotePath(name)` (`remotes`: { name: port }), with the public host and the
 * scheme the browser used (`X-Forwarded-Proto`). With `key` and `cert`, HTTPS and HTTP/2. Resolves to
 * { port, origin, close }.
 */
export function startFront({ upstream, remotes = {}, key, cert }) {
  const tls = Boolean(key && cert);
  const handle = (req, res) => {
    const remote = routeOf(req.url ?? '/', remotes);
    if (remote && !REMOTE_METHODS.has(req.method ?? 'GET')) {
      res.writeHead(405, { allow: [...REMOTE_METHODS].join(', ') });
      res.end();
      return;
    }
    const headers = {
      ...without(req.headers, remote ? new Set([...HOP_BY_HOP, ...PRIVATE_REQUEST_HEADERS]) : HOP_BY_HOP),
      host: req.headers[':authority'] ?? req.headers.host,
      'x-forwarded-proto': tls ? 'https' : 'http',
    };
    const target = { host: '127.0.0.1', port: remote?.upstream ?? upstream, method: req.method, path: remote?.path ?? req.url, headers };
    const forward = httpRequest(target, (answer) => {
      const out = without(answer.headers, remote ? new Set([...HOP_BY_HOP, 'set-cookie']) : HOP_BY_HOP);
      res.writeHead(answer.statusCode ?? 502, remote ? { ...out, ...REMOTE_RESPONSE_HEADERS } : out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  };
  const server = tls ? createSecureServer({ key, cert, allowHTTP1: true }, handle) : createServer(handle);
  // Closing ends the connections a browser keeps open, or close() would wait for them.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const close = () =>
    new Promise((ok) => {
      server.close(() => ok());
      for (const socket of sockets) socket.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ port, origin: `${tls ? 'https' : 'http'}://localhost:${port}`, close });
    });
  });
}
