// Several API processes behind a real load balancer (Debian's HAProxy) with a real connection pooler (Debian's
// PgBouncer, transaction mode) in front of PostgreSQL: what `API_PROCESSES=N npm start` and the bench's scale-out
// section run. Nothing home-made: this module only writes their configurations and starts them.
//   listen port ──HAProxy (round robin, /api/health checks)──▶ API 1..N on free ports ──▶ PgBouncer ──▶ PostgreSQL
// Install both with tools/scale-out/install-debian.sh (the scripts never download anything while running).
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
/** Server connections PgBouncer keeps to PostgreSQL, whatever the number of API processes. */
const PGBOUNCER_POOL_SIZE = 20;
/** PgBouncer refuses to run as root: started by root (a container, CI), it switches to this account. */
const PGBOUNCER_USER = process.env.PGBOUNCER_USER ?? 'postgres';

export const scaleOutInstalled = () => existsSync(HAPROXY_BIN) && existsSync(PGBOUNCER_BIN);

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The connection limits HAProxy holds for the API processes behind it: the same as each API's own defaults
 * (apps/api/src/env.ts, docs/deploy.md "Connection limits"), which behind TRUST_PROXY cannot cap per client address
 * (every connection comes from HAProxy): the per-address cap is this stick-table's.
 */
const HAPROXY_LIMITS = {
  /** Headers, and with http-buffer-request a body up to a buffer (16 kB: a login): HEADERS_TIMEOUT_MS + BODY_TIMEOUT_MS. */
  httpRequest: '15s',
  /** A client silent this long, while sending or reading: IDLE_TIMEOUT_MS. */
  client: '60s',
  /** An idle keep-alive connection: KEEP_ALIVE_TIMEOUT_MS. */
  keepAlive: '10s',
  /** Connections HAProxy accepts in all, and per client address: MAX_CONNECTIONS_PER_ADDRESS. */
  maxConnections: 4000,
  perAddress: 100,
  /** Connections to one API process at once (its MAX_CONNECTIONS is 1,000): the rest wait in HAProxy's queue. */
  perServer: 500,
  /** How long a request may wait in that queue: DATABASE_QUEUE_TIMEOUT_MS. */
  queue: '15s',
};

/** HAProxy in front of the API processes: HTTP mode, round robin, health-checked, the client's address forwarded. */
export function haproxyConfig({ port, host = '127.0.0.1', backends, limits = HAPROXY_LIMITS }) {
  return [
    'global',
    `  maxconn ${limits.maxConnections + 96}`,
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    `  timeout client ${limits.client}`,
    '  timeout server 60s',
    `  timeout http-request ${limits.httpRequest}`,
    `  timeout http-keep-alive ${limits.keepAlive}`,
    `  timeout queue ${limits.queue}`,
    '  option http-keep-alive',
    // The body (up to a buffer) arrives within `timeout http-request` before a process sees the request: a login
    // sent a byte at a time never reaches one.
    '  option http-buffer-request',
    'frontend meche',
    `  bind ${host}:${port}`,
    `  maxconn ${limits.maxConnections}`,
    // Open connections per client address; past the cap a new one is closed before anything is read.
    '  stick-table type ipv6 size 100k expire 60s store conn_cur',
    '  tcp-request connection track-sc0 src',
    `  tcp-request connection reject if { sc0_conn_cur gt ${limits.perAddress} }`,
    // The APIs run with TRUST_PROXY: login throttling per address sees the browser's, not HAProxy's.
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // HTTP/1.0 without Host: the API serves it (its Host allow-list applies to requests that name one).
    '  option httpchk GET /api/health',
    `  default-server maxconn ${limits.perServer}`,
    ...backends.map((b, i) => `  server api${i + 1} 127.0.0.1:${b} check inter 2s`),
    '',
  ].join('\n');
}

/** PgBouncer in transaction mode for one database of `databaseUrl`'s server; local runs only (auth_type any). */
export function pgbouncerConfig({ port, databaseUrl, poolSize = PGBOUNCER_POOL_SIZE }) {
  const url = new URL(databaseUrl);
  const target = [
    `host=${url.hostname}`,
    `port=${url.port || 5432}`,
    `dbname=${url.pathname.slice(1)}`,
    `user=${decodeURIComponent(url.username || 'postgres')}`,
    ...(url.password ? [`password=${decodeURIComponent(url.password)}`] : []),
  ].join(' ');
  return [
    '[databases]',
    `meche = ${target}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = any',
    'pool_mode = transaction',
    'max_client_conn = 2000',
    `default_pool_size = ${poolSize}`,
    'ignore_startup_parameters = extra_float_digits,options',
    'log_connections = 0',
    'log_disconnections = 0',
    'log_stats = 0',
    '',
  ].join('\n');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(origin, isDown, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const down = isDown();
    if (down) throw new Error(down);
    try {
      const r = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${origin}/api/health did not answer in time`);
}

/**
 * Starts PgBouncer, N API processes and HAProxy. `spawnChild(name, command, args, { env })` starts one long-running
 * child and returns it (npm start: processes.mjs's runChild; the bench: a child stopped at its cleanup).
 * `apiCommand` is [command, ...args] of one API process; every process gets the same env plus its PORT.
 */
export async function startScaleOut({ processes, port, databaseUrl, env, apiCommand, cwd, spawnChild }) {
  if (!scaleOutInstalled()) {
    throw new Error(
      `API_PROCESSES needs HAProxy and PgBouncer (${HAPROXY_BIN}, ${PGBOUNCER_BIN}): run tools/scale-out/install-debian.sh`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'meche-scale-out-'));
  const children = [];
  const exited = new Map();
  const watch = (name, child) => {
    children.push(child);
    child.once('exit', (code, signal) => exited.set(name, signal ?? `code ${code}`));
    return child;
  };
  const isDown = () => [...exited].map(([name, how]) => `${name} stopped (${how})`)[0] ?? null;

  const bouncerPort = await freePort();
  const bouncerIni = join(dir, 'pgbouncer.ini');
  writeFileSync(bouncerIni, pgbouncerConfig({ port: bouncerPort, databaseUrl }));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Readable by the account PgBouncer switches to (nothing secret beyond the database URL the APIs get anyway).
    chmodSync(dir, 0o755);
    chmodSync(bouncerIni, 0o644);
  }
  const bouncerArgs = [...(asRoot ? ['-u', PGBOUNCER_USER] : []), bouncerIni];
  watch('pgbouncer', spawnChild('pgbouncer', PGBOUNCER_BIN, bouncerArgs, { cwd, env: process.env }));

  const pooled = new URL(databaseUrl);
  pooled.host = `127.0.0.1:${bouncerPort}`;
  pooled.pathname = '/meche';
  const apiPorts = [];
  for (let i = 0; i < processes; i++) apiPorts.push(await freePort());
  const apiEnv = {
    ...env,
    DATABASE_URL: pooled.toString(),
    // Migrations hold a session-level lock: straight to PostgreSQL, not through the transaction-mode pooler.
    MIGRATION_DATABASE_URL: databaseUrl,
    // PgBouncer 1.18 (Debian bookworm) cannot keep named prepared statements across transactions.
    DATABASE_NAMED_STATEMENTS: 'false',
    TRUST_PROXY: 'true',
  };
  // One after the other: the first applies the migrations, the others find them applied.
  for (const [i, apiPort] of apiPorts.entries()) {
    const [command, ...args] = apiCommand;
    watch(`api ${i + 1}`, spawnChild(`api ${i + 1}`, command, args, { cwd, env: { ...apiEnv, PORT: String(apiPort) } }));
    await waitForHealth(`http://127.0.0.1:${apiPort}`, isDown);
  }

  writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig({ port, host: env.HOST ?? '127.0.0.1', backends: apiPorts }));
  watch('haproxy', spawnChild('haproxy', HAPROXY_BIN, ['-W', '-db', '-f', join(dir, 'haproxy.cfg')], { cwd, env: process.env }));
  await waitForHealth(`http://127.0.0.1:${port}`, isDown);

  return {
    origin: `http://127.0.0.1:${port}`,
    apiPorts,
    bouncerPort,
    pids: children.map((c) => c.pid),
    removeConfig: () => rmSync(dir, { recursive: true, force: true }),
  };
}
