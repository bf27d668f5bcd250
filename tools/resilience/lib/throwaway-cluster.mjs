// A PostgreSQL cluster of our own for a drill: initdb in a temporary folder, its own port and socket, stopped and
// removed at the end whatever happens. The machine's main cluster (5432), which others use, is never touched.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.mjs';

const run = promisify(execFile);

/** The newest PostgreSQL whose server binaries Debian installed, or RESILIENCE_PG_BINDIR. */
function binDir() {
  if (process.env.RESILIENCE_PG_BINDIR) return process.env.RESILIENCE_PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL server binaries (initdb) under /usr/lib/postgresql: install postgresql, or set RESILIENCE_PG_BINDIR');
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, everything runs as the `postgres` user, who owns the folder. */
function owner() {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { name: 'postgres', uid, gid };
}

export async function createThrowawayCluster({ port }) {
  const bin = binDir();
  const user = owner();
  const root = mkdtempSync(join(tmpdir(), 'meche-pitr-'));
  const dataDir = join(root, 'pgdata');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'postgresql.log');
  mkdirSync(socketDir);
  if (user) {
    chownSync(root, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }

  const as = (file, args) => (user ? ['runuser', ['-u', user.name, '--', file, ...args]] : [file, args]);
  const exec = async (file, args, timeoutMs = 120_000) => {
    const [command, rest] = as(file, args);
    try {
      return (await run(command, rest, { timeout: timeoutMs })).stdout;
    } catch (error) {
      throw new Error(`${file} ${args.join(' ')} failed: ${error.stderr || error.stdout || error.message}`, { cause: error });
    }
  };
  const pgCtl = (args, timeoutMs) => exec(join(bin, 'pg_ctl'), ['-D', dataDir, ...args], timeoutMs);
  const running = () => {
    const [command, rest] = as(join(bin, 'pg_ctl'), ['-D', dataDir, 'status']);
    return spawnSync(command, rest, { stdio: 'ignore' }).status === 0;
  };
  /** Synchronous too: the cleanup may run from the process's exit handler. */
  const stopNow = () => {
    if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
    const [command, rest] = as(join(bin, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'immediate', '-w']);
    spawnSync(command, rest, { stdio: 'ignore', timeout: 30_000 });
  };
  const forget = onCleanup(
    async () => {
      stopNow();
      rmSync(root, { recursive: true, force: true });
    },
    () => {
      stopNow();
      rmSync(root, { recursive: true, force: true });
    },
  );

  await exec(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);

  return {
    root,
    dataDir,
    logFile,
    socketDir,
    port,
    bin,
    /** The OS user pgBackRest and PostgreSQL run as (null: this process's own). */
    asUser: user?.name ?? null,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Folders pgBackRest will write in (owned by the cluster's user). */
    folder(name) {
      const dir = join(root, name);
      mkdirSync(dir, { recursive: true });
      if (user) chownSync(dir, user.uid, user.gid);
      return dir;
    },
    async start() {
      await pgCtl(['start', '-w', '-t', '120', '-l', logFile, '-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`], 150_000);
    },
    async stop(mode = 'fast') {
      if (running()) await pgCtl(['stop', '-m', mode, '-w']);
    },
    /** The disaster: the server killed, its data folder emptied (the folder itself kept, as a restore wants it). */
    async destroy() {
      await this.stop('immediate');
      for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    },
    remove: forget,
  };
}
