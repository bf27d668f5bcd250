import { createServer } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostCertificate, remotePath, routeOf, startFront } from './front-proxy.mjs';

let api;
let remote;
let front;
let plain;
let certificate;
const seen = {};

/** One request over HTTP/2, trusting the run's certificate only. */
function get(path, headers = {}, origin = front) {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${origin.port}`, { ca: certificate.cert });
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
    stream.end();
  });
}

/** An upstream that answers what it was asked and sets a cookie, as a careless host might. */
function upstreamNamed(name) {
  return createServer((req, res) => {
    seen[name] = { url: req.url, method: req.method, headers: req.headers };
    res.writeHead(200, {
      'Content-Type': 'text/plain',
      Connection: 'keep-alive',
      'Keep-Alive': 'timeout=5',
      'Cache-Control': 'no-cache',
      'Set-Cookie': `${name}=1; Path=/`,
    });
    res.end(`${name} ${req.method} ${req.url}`);
  });
}

const listen = (server) => new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.address().port)));

beforeAll(async () => {
  certificate = await localhostCertificate();
  api = upstreamNamed('api');
  remote = upstreamNamed('clients');
  const apiPort = await listen(api);
  const remotePort = await listen(remote);
  front = await startFront({ upstream: apiPort, remotes: { clients: remotePort }, key: certificate.key, cert: certificate.cert });
  plain = await startFront({ upstream: apiPort, remotes: { clients: remotePort } });
});
afterAll(async () => {
  await front?.close();
  await plain?.close();
  await Promise.all([api, remote].map((server) => new Promise((ok) => server.close(ok))));
});

describe('the one-origin front', () => {
  it('answers over HTTP/2 with a certificate for localhost, what the API answered', async () => {
    const { headers, body } = await get('/dashboard/clients?page=0');
    expect(headers[':status']).toBe(200);
    expect(body).toBe('api GET /dashboard/clients?page=0');
    expect(headers['cache-control']).toBe('no-cache');
    // Connection headers are the upstream connection's own: HTTP/2 forbids them.
    expect(headers.connection).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
  });

  it('tells the API the public host and that the request came over https, cookies included', async () => {
    await get('/api/health', { 'accept-encoding': 'br', cookie: '__Host-meche_access=abc' });
    expect(seen.api.url).toBe('/api/health');
    expect(seen.api.headers.host).toBe(`localhost:${front.port}`);
    expect(seen.api.headers['x-forwarded-proto']).toBe('https');
    expect(seen.api.headers['accept-encoding']).toBe('br');
    expect(seen.api.headers.cookie).toBe('__Host-meche_access=abc');
  });

  it("sends a remote's path to the remote's server, without its prefix and without the session", async () => {
    const { headers, body } = await get(`${remotePath('clients')}mf-manifest.json?v=2`, {
      cookie: '__Host-meche_access=abc; __Host-meche_refresh=def',
      authorization: 'Bearer x',
      'accept-encoding': 'br',
    });
    expect(body).toBe('clients GET /mf-manifest.json?v=2');
    expect(seen.clients.headers.cookie).toBeUndefined();
    expect(seen.clients.headers.authorization).toBeUndefined();
    expect(seen.clients.headers['accept-encoding']).toBe('br');
    expect(seen.clients.headers.host).toBe(`localhost:${front.port}`);
    // The remote's host cannot set a cookie on the app's origin, and a document from its folder is sandboxed.
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['content-security-policy']).toBe('sandbox');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it("leaves the API's own answers as they are (its cookies, its headers)", async () => {
    const { headers } = await get('/api/login');
    expect(headers['set-cookie']).toEqual(['api=1; Path=/']);
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('refuses anything but GET, HEAD and OPTIONS on a remote path', async () => {
    const { headers } = await get(`${remotePath('clients')}remoteEntry.js`, { ':method': 'POST' });
    expect(headers[':status']).toBe(405);
    expect(headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('sends a path under /remotes/ that names no remote to the API, as any other path', async () => {
    expect(routeOf('/remotes/agenda/remote.json', { clients: 1 })).toBeNull();
    expect(routeOf('/remotes/clients', { clients: 1 })).toBeNull();
    expect(routeOf('/remotes/clients/', { clients: 1 })).toEqual({ name: 'clients', upstream: 1, path: '/' });
    expect(routeOf('/remotes/constructor/x', { clients: 1 })).toBeNull();
    const { body } = await get('/remotes/agenda/remote.json');
    expect(body).toBe('api GET /remotes/agenda/remote.json');
  });

  it('serves plain HTTP without a certificate, and says so to the upstream', async () => {
    const answer = await fetch(`${plain.origin}${remotePath('clients')}remote.json`, { headers: { cookie: 'meche_access=abc' } });
    expect(await answer.text()).toBe('clients GET /remote.json');
    expect(seen.clients.headers.cookie).toBeUndefined();
    expect(seen.clients.headers['x-forwarded-proto']).toBe('http');
    expect(plain.origin).toBe(`http://localhost:${plain.port}`);
  });

  it("gives Chromium the certificate's key hash to trust, not a switch that turns checks off", () => {
    expect(certificate.chromeArgs).toEqual([expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/)]);
  });

  it('answers 502 when the upstream is gone', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((ok) => closed.close(ok));
    const orphan = await startFront({ upstream: port, key: certificate.key, cert: certificate.cert });
    try {
      const { headers } = await get('/', {}, orphan);
      expect(headers[':status']).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});
