import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = new URL('./test-summary.mjs', import.meta.url).pathname;
let root;

/** A checkout with one app and one lib that have tests, tools, and an e2e folder. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'meche-summary-'));
  for (const dir of ['apps/api', 'libs/contracts']) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ scripts: { test: 'vitest run' } }));
  }
  mkdirSync(join(root, 'libs/testing'), { recursive: true });
  writeFileSync(join(root, 'libs/testing/package.json'), JSON.stringify({ scripts: {} }));
  mkdirSync(join(root, 'tools'), { recursive: true });
  writeFileSync(join(root, 'tools/project.json'), JSON.stringify({ targets: { test: { command: 'vitest run' } } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function vitestReport(dir, startTime, passed, failed = 0) {
  mkdirSync(join(root, dir, 'test-results'), { recursive: true });
  const report = {
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    startTime,
    testResults: [{ startTime, endTime: startTime + 2500 }],
  };
  writeFileSync(join(root, dir, 'test-results', 'vitest.json'), JSON.stringify(report));
}

function e2eReport(startTime, expected) {
  mkdirSync(join(root, 'e2e/test-results'), { recursive: true });
  const stats = { startTime: new Date(startTime).toISOString(), duration: 60_000, expected, flaky: 0, unexpected: 0, skipped: 1 };
  writeFileSync(join(root, 'e2e/test-results/results.json'), JSON.stringify({ stats }));
}

function summary(startedAt) {
  const env = { ...process.env, MECHE_SUMMARY_ROOT: root };
  delete env.MECHE_CI_STARTED_AT;
  if (startedAt !== undefined) env.MECHE_CI_STARTED_AT = String(startedAt);
  try {
    return { status: 0, out: execFileSync(process.execPath, [SCRIPT], { env, encoding: 'utf8' }) };
  } catch (error) {
    return { status: error.status, out: error.stdout };
  }
}

describe('test summary', () => {
  const start = Date.now();

  it('adds up the suites that ran in this run and names their counts and durations', () => {
    for (const dir of ['apps/api', 'libs/contracts', 'tools']) vitestReport(dir, start + 1000, 10);
    e2eReport(start + 5000, 3);
    const { status, out } = summary(start);
    expect(status).toBe(0);
    expect(out).toMatch(/apps\/api\s+10 passed\s+0 failed\s+0 skipped\s+2\.5 s/);
    expect(out).toMatch(/e2e \(chromium\)\s+3 passed\s+0 failed\s+1 skipped\s+60\.0 s/);
    expect(out).toContain('33 passed, 0 failed, 1 skipped, every suite run in this run (no cache replay)');
    expect(out).not.toContain('libs/testing');
  });

  it('fails in CI when a report predates the run, as one replayed from the nx cache does', () => {
    vitestReport('apps/api', start - 60_000, 10);
    for (const dir of ['libs/contracts', 'tools']) vitestReport(dir, start + 1000, 10);
    e2eReport(start + 5000, 3);
    const { status, out } = summary(start);
    expect(status).toBe(1);
    expect(out).toMatch(/apps\/api .* NOT RUN HERE/);
    expect(out).toContain('apps/api: its report predates this run — replayed from a cache or left over, not run');
  });

  it('fails in CI when a suite left no report at all', () => {
    for (const dir of ['apps/api', 'libs/contracts', 'tools']) vitestReport(dir, start + 1000, 10);
    const { status, out } = summary(start);
    expect(status).toBe(1);
    expect(out).toContain('e2e (chromium): no report — the suite did not run');
  });

  it('fails when a test failed, and outside CI lists only the suites that left a report', () => {
    vitestReport('apps/api', start, 9, 1);
    const { status, out } = summary();
    expect(status).toBe(1);
    expect(out).toContain('9 passed, 1 failed, 0 skipped');
    expect(out).not.toContain('did not run');
  });
});
