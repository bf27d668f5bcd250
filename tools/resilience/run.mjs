#!/usr/bin/env node
// `npm run test:resilience`: fault and load scenarios against the local PostgreSQL server (not part of `npm test`).
// Options: --only kill,postgres,load,pitr,stall · env RESILIENCE_LOAD_SECONDS, RESILIENCE_SAVES, RESILIENCE_PORT (see README).
import '../lib/supported-node.mjs';
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { freePort } from './lib/api-process.mjs';
import { installSignalHandlers, runCleanup } from './lib/cleanup.mjs';
import { RESULTS_DIR } from './lib/paths.mjs';
import { printTable, writeJson } from './lib/report.mjs';

// The French messages come from @meche/contracts (TypeScript), never copied here.
register();
const { MSG } = await import('@meche/contracts');
const { killDuringSaves } = await import('./scenarios/kill-during-saves.mjs');
const { postgresRestart } = await import('./scenarios/postgres-restart.mjs');
const { load } = await import('./scenarios/load.mjs');
const { pointInTime } = await import('./scenarios/point-in-time.mjs');
const { stall } = await import('./scenarios/stall.mjs');

const SCENARIOS = {
  kill: killDuringSaves,
  postgres: postgresRestart,
  load,
  pitr: pointInTime,
  stall,
};

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = values.only ? values.only.split(',').map((s) => s.trim()) : Object.keys(SCENARIOS);
const unknown = selected.filter((s) => !SCENARIOS[s]);
if (unknown.length) {
  console.error(`unknown scenario(s): ${unknown.join(', ')}; choose among ${Object.keys(SCENARIOS).join(', ')}`);
  process.exit(2);
}

installSignalHandlers();
mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const port = await freePort(Number(process.env.RESILIENCE_PORT ?? 3100));
const results = [];
const started = Date.now();

for (const key of selected) {
  process.stdout.write(`\u25b6 ${key}\u2026\n`);
  const t0 = Date.now();
  try {
    const result = await SCENARIOS[key]({ port, stamp, MSG });
    results.push({ key, seconds: Math.round((Date.now() - t0) / 100) / 10, ...result });
  } catch (error) {
    results.push({
      key,
      name: key,
      seconds: Math.round((Date.now() - t0) / 100) / 10,
      checks: [{ name: 'scenario ran to the end', ok: false, detail: error.message }],
      error: error.stack,
    });
  }
}
await runCleanup();

const checks = results.flatMap((r) => r.checks);
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
printTable(results);
for (const r of results) {
  if (r.metrics) process.stdout.write(`\n${r.name} (${r.seconds} s): ${JSON.stringify(r.metrics)}\n`);
}
const file = writeJson(stamp, {
  startedAt: new Date(started).toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  machine: { cpus: cpus().length, node: process.version, note: 'shared machine: figures are noisy' },
  passed,
  failed,
  results,
});
process.stdout.write(`\nresults: ${file}\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
