import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Polls `read` until `ok` holds, or throws naming `what` after `timeoutMs`. */
export async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * An API of the test's own, beside the shared stack: its port, an embedded database in a folder of its own (which the
 * test may open itself while the API is stopped), one practitioner account. Started and stopped at will.
 */
export class OwnApi {
  readonly base: string;
  readonly dataDir: string;
  private readonly env: NodeJS.ProcessEnv;
  process: ChildProcess | null = null;

  constructor(
    port: number,
    readonly account: { email: string; password: string; name: string },
  ) {
    this.dataDir = mkdtempSync(join(tmpdir(), 'meche-e2e-own-api-'));
    this.base = `http://127.0.0.1:${port}`;
    this.env = { ...process.env, DATA_DIR: join(this.dataDir, 'data'), BACKUP_DIR: join(this.dataDir, 'backups'), PORT: String(port), LOG_LEVEL: 'warn' };
    delete this.env.DATABASE_URL;
    delete this.env.STATIC_DIR;
    delete this.env.SMTP_URL;
    const created = spawnSync('npm', ['run', '--silent', 'user:create', '--', '--email', account.email, '--name', account.name, '--password', account.password], {
      cwd: ROOT,
      env: this.env,
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`user:create: ${created.stderr}`);
  }

  /** The PGlite folder the API opens (only one process may hold it). */
  get pgdata(): string {
    return join(this.dataDir, 'data', 'pgdata');
  }

  /** Starts the API and waits for its health check. Node itself with tsx's loader, not the tsx command: one process, the one a signal must reach. */
  async start(extra: NodeJS.ProcessEnv = {}): Promise<void> {
    this.process = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: ROOT, env: { ...this.env, ...extra }, stdio: 'ignore' });
    await until(() => fetch(`${this.base}/api/health`).then((r) => r.ok, () => false), Boolean, 'the API', 90_000);
  }

  /** Stops the API with `signal` and waits until it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const api = this.process;
    if (!api) return;
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill(signal);
      await exited;
    }
    this.process = null;
  }

  /** Signs the account in: the cookie header and the JSON POST of a browser on the API's own origin. */
  async login() {
    const origin = { Origin: this.base, 'content-type': 'application/json' };
    const response = await fetch(`${this.base}/api/login`, { method: 'POST', headers: origin, body: JSON.stringify({ username: this.account.email, password: this.account.password }) });
    const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return (path: string, data?: unknown) =>
      fetch(`${this.base}${path}`, { method: 'POST', headers: { ...origin, cookie }, body: JSON.stringify(data ?? {}) }).then((r) => r.json() as Promise<Record<string, unknown>>);
  }

  /** Stops the API and removes its folder. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
