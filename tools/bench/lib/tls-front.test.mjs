import { createServer } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostCertificate, startTlsFront } from './tls-front.mjs';

let upstream;
let front;
let certificate;
let seen;

/** One request over HTTP/2, trusting the run's certificate only. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${front.port}`, { ca: certificate.cert });
    session.once('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    let body = '';
    let answer;
    stream.on('response', (h) => (answer = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers: answer, body });
    });
    stream.on('error', reject);
  });
}

beforeAll(async () => {
  certificate = await localhostCertificate();
  upstream = createServer((req, res) => {
    seen = { url: req.url, headers: req.headers };
    res.writeHead(200, { 'Content-Type': 'text/plain', Connection: 'keep-alive', 'Keep-Alive': 'timeout=5', 'Cache-Control': 'no-cache' });
    res.end(`upstream ${req.method} ${req.url}`);
  });
  await new Promise((ok) => upstream.listen(0, '127.0.0.1', ok));
  front = await startTlsFront({ upstream: upstream.address().port, key: certificate.key, cert: certificate.cert });
});
afterAll(async () => {
  await front?.close();
  await new Promise((ok) => upstream.close(ok));
});

describe('the TLS front of the mobile bench', () => {
  it('answers over HTTP/2 with a certificate for localhost, what the plain-HTTP upstream answered', async () => {
    const { headers, body } = await get('/dashboard/clients?page=0');
    expect(headers[':status']).toBe(200);
    expect(body).toBe('upstream GET /dashboard/clients?page=0');
    expect(headers['cache-control']).toBe('no-cache');
    // Connection headers are the upstream connection's own: HTTP/2 forbids them.
    expect(headers.connection).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
  });

  it('tells the upstream the public host and that the request came over https', async () => {
    await get('/api/health', { 'accept-encoding': 'br' });
    expect(seen.url).toBe('/api/health');
    expect(seen.headers.host).toBe(`localhost:${front.port}`);
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers['accept-encoding']).toBe('br');
  });

  it("gives Chromium the certificate's key hash to trust, not a switch that turns checks off", () => {
    expect(certificate.chromeArgs).toEqual([expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/)]);
  });

  it('answers 502 when the upstream is gone', async () => {
    const closed = createServer();
    await new Promise((ok) => closed.listen(0, '127.0.0.1', ok));
    const port = closed.address().port;
    await new Promise((ok) => closed.close(ok));
    const orphan = await startTlsFront({ upstream: port, key: certificate.key, cert: certificate.cert });
    try {
      const answer = await new Promise((resolve, reject) => {
        const session = connect(`https://localhost:${orphan.port}`, { ca: certificate.cert });
        session.once('error', reject);
        const stream = session.request({ ':path': '/' });
        stream.on('response', (h) => {
          session.close();
          resolve(h[':status']);
        });
        stream.on('error', reject);
      });
      expect(answer).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});
