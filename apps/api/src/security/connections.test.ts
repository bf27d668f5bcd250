import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { buildApp } from '../app';
import { defaultAppConfig, type ConnectionLimits } from '../env';
import { createHarness, HOST, ORIGIN, PASSWORD, SECRET, type Harness } from '../test/harness';
import { listenOnFreePort } from '../test/raw-http';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const sockets: net.Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

const DEFAULTS = defaultAppConfig().connections;

/** An app with these limits (the rest as deployed), listening on a free loopback port. */
async function serve(limits: Partial<ConnectionLimits>, trustProxy = false): Promise<number> {
  return listenOnFreePort(await h.buildAnother({ trustProxy, connections: { ...DEFAULTS, ...limits } }));
}

interface Held {
  socket: net.Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the milliseconds from connect to the server closing the socket. */
  closed: Promise<number>;
  isOpen: () => boolean;
}

async function hold(port: number): Promise<Held> {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let data = '';
  let open = true;
  socket.on('data', (chunk) => (data += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const started = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      open = false;
      resolve(Date.now() - started);
    }),
  );
  return { socket, received: () => data, closed, isOpen: () => open };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The slow-body attack: headers of a login with its Content-Length, then the body one byte at a time. */
function dripLogin(held: Held, everyMs: number): () => void {
  const body = JSON.stringify({ username: 'slow@connections.test', password: 'x'.repeat(200) });
  held.socket.write(`POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  let i = 0;
  const timer = setInterval(() => {
    if (held.isOpen() && i < body.length) held.socket.write(body[i++] ?? '');
  }, everyMs);
  return () => clearInterval(timer);
}

const GET_HEALTH = `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`;

describe('connections that cannot be held', () => {
  it('defaults: every timeout and cap is set (Fastify leaves the body and the connection count unbounded)', async () => {
    const app = await h.buildAnother({});
    await app.ready();
    expect(app.server.requestTimeout).toBe(DEFAULTS.requestTimeoutMs);
    expect(app.server.headersTimeout).toBe(DEFAULTS.headersTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(DEFAULTS.keepAliveTimeoutMs);
    expect(app.server.timeout).toBe(DEFAULTS.idleTimeoutMs);
    expect(app.server.maxConnections).toBe(DEFAULTS.maxConnections);
    expect(DEFAULTS).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 15_000,
      requestTimeoutMs: 150_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
      maxConnections: 1000,
      maxConnectionsPerAddress: 100,
    });
  });

  it('a login body sent a byte at a time is cut within the body timeout', async () => {
    const port = await serve({ bodyTimeoutMs: 1000 });
    const held = await hold(port);
    const stop = dripLogin(held, 200);
    try {
      const after = await held.closed;
      expect(after).toBeGreaterThanOrEqual(900);
      expect(after).toBeLessThan(3000);
      expect(held.received()).toBe('');
    } finally {
      stop();
    }
  });

  it('a body still dripping after an early answer (no Origin: 403) is cut within the body timeout too', async () => {
    const port = await serve({ bodyTimeoutMs: 1000 });
    const held = await hold(port);
    const body = JSON.stringify({ username: 'slow@connections.test', password: 'x'.repeat(200) });
    held.socket.write(`POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let i = 0;
    const timer = setInterval(() => held.isOpen() && held.socket.write(body[i++] ?? ''), 200);
    try {
      const after = await held.closed;
      expect(held.received()).toMatch(/^HTTP\/1\.1 403 /);
      expect(after).toBeLessThan(3000);
    } finally {
      clearInterval(timer);
    }
  });

  it('an upload refused before its body is read (no session: 401) closes the connection instead of reading on', async () => {
    const port = await serve({ bodyTimeoutMs: 60_000 });
    const held = await hold(port);
    held.socket.write(
      `POST /api/client/1/photos?takenOn=2026-01-01&zone=Front HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${ORIGIN}\r\n` +
        'Content-Type: image/jpeg\r\nContent-Length: 1000000\r\n\r\n',
    );
    const timer = setInterval(() => held.isOpen() && held.socket.write('x'), 200);
    try {
      const after = await held.closed;
      expect(held.received()).toMatch(/^HTTP\/1\.1 401 /);
      expect(held.received()).toMatch(/\r\nConnection: close\r\n/i);
      expect(after).toBeLessThan(3000);
    } finally {
      clearInterval(timer);
    }
  });

  it('a whole request (an upload, which the body timeout spares) is cut with a French 408 past the request timeout', async () => {
    const port = await serve({ bodyTimeoutMs: 60_000, requestTimeoutMs: 1000, headersTimeoutMs: 1000 });
    const held = await hold(port);
    const stop = dripLogin(held, 200);
    try {
      const after = await held.closed;
      expect(after).toBeLessThan(3000);
      expect(held.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(held.received()).toContain(JSON.stringify({ message: MSG.requestTimeout }));
    } finally {
      stop();
    }
  });

  it('headers sent slowly get a French 408, an idle keep-alive connection is closed', async () => {
    const port = await serve({ headersTimeoutMs: 800, keepAliveTimeoutMs: 500 });
    const slow = await hold(port);
    slow.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n`);
    expect(await slow.closed).toBeLessThan(3000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);

    const idle = await hold(port);
    idle.socket.write(GET_HEALTH);
    const after = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(after).toBeLessThan(2500);
  });

  it('refuses connections from one address beyond its cap, and serves it again once one closes', async () => {
    const port = await serve({ maxConnectionsPerAddress: 3 });
    const held = [await hold(port), await hold(port), await hold(port)];
    const refused = await hold(port);
    expect(await refused.closed).toBeLessThan(1000);
    expect(refused.received()).toBe('');
    await sleep(200);
    expect(held.every((c) => c.isOpen())).toBe(true);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await sleep(100);
    const again = await hold(port);
    again.socket.write(GET_HEALTH);
    await sleep(300);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('caps the connections of the process whatever their address', async () => {
    const port = await serve({ maxConnections: 2, maxConnectionsPerAddress: 100 });
    const held = [await hold(port), await hold(port)];
    const refused = await hold(port);
    expect(await refused.closed).toBeLessThan(1000);
    await sleep(200);
    expect(held.every((c) => c.isOpen())).toBe(true);
  });

  it('behind a trusted proxy the per-address cap is the proxy’s: connections from its one address are not refused', async () => {
    const port = await serve({ maxConnectionsPerAddress: 2 }, true);
    const held = [await hold(port), await hold(port), await hold(port), await hold(port)];
    await sleep(300);
    expect(held.every((c) => c.isOpen())).toBe(true);
  });
});

describe('aborted requests', () => {
  const lines: { level: number; msg: string }[] = [];
  let port: number;
  beforeAll(async () => {
    // The production logger (info level, JSON lines), written here instead of stdout.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const app = await buildApp({
      database: h.database,
      config: defaultAppConfig({ sessionSecret: SECRET, publicHosts: [HOST], connections: { ...DEFAULTS, bodyTimeoutMs: 500 } }),
      logger: { level: 'info', stream },
    });
    await h.createUser('aborted@connections.test');
    port = await listenOnFreePort(app);
    afterAll(() => app.close());
  });

  const login = (password: string) => JSON.stringify({ username: 'aborted@connections.test', password });
  const head = (body: string) =>
    `POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

  async function settle(predicate: () => boolean): Promise<void> {
    for (let i = 0; i < 50 && !predicate(); i++) await sleep(50);
  }

  it('a login the client abandons mid-body is logged at info as aborted, not as the database out of reach', async () => {
    lines.length = 0;
    const held = await hold(port);
    const body = login(PASSWORD);
    held.socket.write(head(body) + body.slice(0, 10));
    await sleep(100);
    held.socket.destroy();
    await settle(() => lines.some((l) => l.msg === 'request aborted by the client'));
    expect(lines.filter((l) => l.msg === 'request aborted by the client').map((l) => l.level)).toEqual([30]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('a login abandoned while its password is checked logs no error either', async () => {
    lines.length = 0;
    const held = await hold(port);
    const body = login(PASSWORD);
    held.socket.write(head(body) + body);
    await sleep(5);
    held.socket.destroy();
    await settle(() => lines.some((l) => l.msg === 'request completed' || l.msg === 'request errored'));
    await sleep(200);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('a connection closed after an early answer leaves no body timer behind to log later', async () => {
    lines.length = 0;
    const held = await hold(port);
    const body = login(PASSWORD);
    // No Origin: 403 before the body is read, and the connection closed.
    held.socket.write(`POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{`);
    await held.closed;
    expect(held.received()).toMatch(/^HTTP\/1\.1 403 /);
    await sleep(800);
    expect(lines.filter((l) => l.msg.startsWith('request body too slow'))).toEqual([]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('a body cut by the body timeout says so, at info', async () => {
    lines.length = 0;
    const held = await hold(port);
    const body = login(PASSWORD);
    held.socket.write(head(body) + body.slice(0, 10));
    await held.closed;
    await settle(() => lines.some((l) => l.msg === 'request aborted by the client'));
    expect(lines.filter((l) => l.msg.startsWith('request body too slow')).map((l) => l.level)).toEqual([30]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
