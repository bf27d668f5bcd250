import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './paths.mjs';

const pad = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** One line per check: scenario | check | PASS/FAIL | detail. */
export function printTable(results) {
  const rows = results.flatMap((r) => r.checks.map((c) => [r.name, c.name, c.ok ? 'PASS' : 'FAIL', c.detail ?? '']));
  const widths = [24, 52, 4, 60];
  const line = (cols) => `| ${cols.map((c, i) => pad(String(c), widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  process.stdout.write(`\n${line(['scenario', 'check', 'ok', 'detail'])}\n${rule}\n${rows.map(line).join('\n')}\n`);
}

export function writeJson(stamp, payload) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
