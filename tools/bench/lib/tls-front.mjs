// HTTPS with HTTP/2 in front of the stack's plain-HTTP servers, as docs/deploy.md has a deployment do it (TLS ends
// at a proxy, TRUST_PROXY=true behind it). A phone reaches the app that way: over HTTP/1.1 each file would wait for
// one of six connections and pay a round trip of its own, which is not what it meets (docs/performance.md).
// Node's own http2 server forwards to each upstream; the certificate is made for this run by `selfsigned`, and
// Chromium trusts it by its key's hash alone (chromeArgs), never by turning certificate checks off.
import { createHash, X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { generate } from 'selfsigned';

/** Headers that describe one connection, which HTTP/2 forbids and a proxy never forwards. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

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

const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/**
 * Listens on a free port of 127.0.0.1 (HTTP/2, HTTP/1.1 for a client without it) and forwards every request to
 * http://127.0.0.1:`upstream`, with the public host and `X-Forwarded-Proto: https`. Resolves to { port, close }.
 */
export function startTlsFront({ upstream, key, cert }) {
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = { ...withoutHopByHop(req.headers), host: req.headers[':authority'] ?? req.headers.host, 'x-forwarded-proto': 'https' };
    const forward = httpRequest({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
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
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, close }));
  });
}
