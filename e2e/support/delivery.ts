import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { API_PID_ENV, BASE_URL, REMOTE_PORTS, SERVED_SHELL_ENV } from './stack';

/** What a deployment does by hand, for the independent-delivery tests: serve a build, edit remotes.json. */

const ROOT = resolve(import.meta.dirname, '../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: these tests need the stack the global setup starts`);
  return value;
}

/** The folder the running stack serves the shell from. */
export const servedShell = () => required(SERVED_SHELL_ENV);

/** The served remotes.json, read. */
export const readRemotesJson = (): Record<string, string> => JSON.parse(readFileSync(join(servedShell(), 'remotes.json'), 'utf8'));

/** Points `remote` at another manifest in the served remotes.json; returns what undoes it. */
export function pointRemote(remote: string, manifestUrl: string): () => void {
  const file = join(servedShell(), 'remotes.json');
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${JSON.stringify({ ...JSON.parse(before), [remote]: manifestUrl }, null, 2)}\n`);
  return () => writeFileSync(file, before);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Serves `dir` on a new origin with the README's command; resolves once it answers. */
export async function serveOnNewOrigin(dir: string): Promise<{ origin: string; manifest: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'tools/serve-static.mjs'), dir, String(port)], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && ready());
    child.once('exit', (code) => fail(new Error(`serve-static exited (${code})`)));
  });
  const origin = `http://localhost:${port}`;
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { origin, manifest: `${origin}/mf-manifest.json`, stop };
}

/**
 * The topology docs/deploy.md recommends, in front of the running stack: one origin for the API and every remote,
 * each remote's server under `/remotes/<name>/` (tools/lib/front-proxy.mjs, which the mobile bench measures behind).
 */
export async function serveOneOrigin(): Promise<{ origin: string; manifest(remote: string): string; stop(): Promise<void> }> {
  const remotes = Object.entries(REMOTE_PORTS).flatMap(([name, port]) => ['--remote', `${name}=${port}`]);
  const child = spawn(process.execPath, [join(ROOT, 'tools/front-proxy.mjs'), '--upstream', new URL(BASE_URL).port, ...remotes], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const served = /serving (\S+)/.exec(chunk.toString());
      if (served) ready(served[1]!);
    });
    child.once('exit', (code) => fail(new Error(`front-proxy exited (${code})`)));
  });
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { origin, manifest: (remote) => `/remotes/${remote}/mf-manifest.json`, stop };
}

/** Replaces the whole served remotes.json; returns what undoes it. */
export function writeRemotesJson(remotes: Record<string, string>): () => void {
  const file = join(servedShell(), 'remotes.json');
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${JSON.stringify(remotes, null, 2)}\n`);
  return () => writeFileSync(file, before);
}

/** sha256 of every file below `dir` but `except`, by relative path: proof that nothing was rebuilt. */
export function hashTree(dir: string, except: readonly string[] = []): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!except.includes(relative(dir, path))) hashes[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

/** The API's process and when it started (clock ticks since boot): a restart changes one or the other. */
export function apiProcess(): { pid: number; startedAt: string } {
  const pid = Number(required(API_PID_ENV));
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Field 22 (starttime), counted after the command name in parentheses, which may hold spaces.
  const startedAt = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
  return { pid, startedAt };
}
