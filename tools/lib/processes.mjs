// Child processes for start/dev: each in its own process group, so stopping one stops all its descendants.
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

/** Starts a long-running child; if it dies on its own, everything stops (a half-running stack helps nobody). */
export function runChild(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  child.label = name;
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `code ${code}`}); stopping everything.`);
      void stopAll(1);
    }
  });
  return child;
}

/** Runs a command to completion (a build), inheriting the terminal. */
export function runOnce(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to every group, SIGKILL to what is left after a grace period, then exit. */
export async function stopAll(exitCode = 0, graceMs = 5000) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) signalGroup(child, 'SIGKILL');
  process.exit(exitCode);
}

export function stopOnSignals() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));
}

/** Polls a URL until it answers 2xx. */
export async function waitForUrl(url, { timeoutMs = 90_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopping');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer in time (${last})`);
}
