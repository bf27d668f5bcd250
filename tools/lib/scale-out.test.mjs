// The multi-process stack of `API_PROCESSES=N npm start`: its configurations, and — where HAProxy, PgBouncer and a
// PostgreSQL server are there (tools/scale-out/install-debian.sh) — two real API processes behind them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { haproxyConfig, pgbouncerConfig, scaleOutInstalled, startScaleOut } from './scale-out.mjs';
import { ROOT, TSX_CLI } from './topology.mjs';

const SERVER = process.env.TEST_DATABASE_URL;

describe('configurations', () => {
  it('HAProxy balances every API process, checks their health and forwards the client address', () => {
    const config = haproxyConfig({ port: 3000, backends: [4001, 4002] });
    expect(config).toContain('bind 127.0.0.1:3000');
    expect(config).toContain('server api1 127.0.0.1:4001 check');
    expect(config).toContain('server api2 127.0.0.1:4002 check');
    expect(config).toContain('option httpchk GET /api/health');
    expect(config).toContain('option forwardfor');
  });

  it('HAProxy holds the API’s connection limits: request, client and keep-alive timeouts, caps overall and per address', () => {
    const config = haproxyConfig({ port: 3000, backends: [4001] });
    for (const line of [
      'timeout http-request 15s',
      'option http-buffer-request',
      'timeout client 60s',
      'timeout http-keep-alive 10s',
      'maxconn 4000',
      'tcp-request connection track-sc0 src',
      'tcp-request connection reject if { sc0_conn_cur gt 100 }',
      'default-server maxconn 500',
    ]) {
      expect(config).toContain(line);
    }
    expect(config).toMatch(/stick-table type ipv6 size \d+k expire \d+s store conn_cur/);
  });

  it('PgBouncer pools the one database in transaction mode', () => {
    const config = pgbouncerConfig({ port: 6432, databaseUrl: 'postgres://meche:s%40cret@db.internal:5433/meche_prod' });
    expect(config).toContain('meche = host=db.internal port=5433 dbname=meche_prod user=meche password=s@cret');
    expect(config).toContain('pool_mode = transaction');
    expect(config).toContain('listen_port = 6432');
  });
});

describe.skipIf(!scaleOutInstalled() || !SERVER)('two API processes behind HAProxy and PgBouncer', () => {
  const name = `meche_t_scale_${randomBytes(4).toString('hex')}`;
  const started = [];
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: SERVER });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('both answer through the load balancer, and the 11th failed login for an email is refused whichever answers', async () => {
    await admin(`create database ${name}`);
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const stack = await startScaleOut({
      processes: 2,
      port,
      databaseUrl: url.toString(),
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ALLOWED_ORIGINS: `http://127.0.0.1:${port}` },
      apiCommand: [process.execPath, TSX_CLI, 'apps/api/src/main.ts'],
      cwd: ROOT,
      spawnChild: (_name, command, args, options) => {
        const child = spawn(command, args, { ...options, stdio: 'ignore', detached: true });
        started.push(child);
        return child;
      },
    });
    expect(stack.apiPorts).toHaveLength(2);
    for (const apiPort of stack.apiPorts) expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(200);

    const login = () =>
      fetch(`${stack.origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.origin },
        body: JSON.stringify({ username: 'nobody@scale.test', password: 'wrong' }),
      });
    const statuses = [];
    // One after the other: HAProxy's round robin alternates the two processes.
    for (let i = 0; i < 11; i++) statuses.push((await login()).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await login()).status).toBe(429);
    stack.removeConfig();
  }, 180_000);
});
