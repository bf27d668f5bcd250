// Sums the JSON reports of every vitest project and of the Playwright suite into one closing line
// ('N passed, N failed') that CI reads, with a line per suite above it: how many tests ran and how long.
//
// Under CI (.ci/run sets MECHE_CI_STARTED_AT) every suite must have run in this very run: nx restores a
// suite's test-results folder when it replays a task from its cache, so a report written before the run
// started, or a suite with no report at all, fails the summary instead of counting as passed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// MECHE_SUMMARY_ROOT: another checkout's reports (the summary's own test points it at a throwaway folder).
const root = process.env.MECHE_SUMMARY_ROOT ?? new URL('..', import.meta.url).pathname;
const startedAt = process.env.MECHE_CI_STARTED_AT ? Number(process.env.MECHE_CI_STARTED_AT) : null;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Projects whose `test` target runs vitest: a package.json script, or tools' project.json target. */
function vitestProjects() {
  const dirs = [...['apps', 'libs'].flatMap((group) => readdirSync(join(root, group)).map((p) => `${group}/${p}`)), 'tools'];
  return dirs.filter((dir) => {
    const pkg = join(root, dir, 'package.json');
    const project = join(root, dir, 'project.json');
    if (existsSync(pkg) && readJson(pkg).scripts?.test) return true;
    return existsSync(project) && Boolean(readJson(project).targets?.test);
  });
}

function vitestRow(name) {
  const file = join(root, name, 'test-results', 'vitest.json');
  if (!existsSync(file)) return { name, missing: true };
  const r = readJson(file);
  const ends = r.testResults.map((t) => t.endTime ?? r.startTime);
  return {
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    startTime: r.startTime,
    seconds: (Math.max(r.startTime, ...ends) - r.startTime) / 1000,
  };
}

function e2eRow() {
  const name = 'e2e (chromium)';
  const file = join(root, 'e2e', 'test-results', 'results.json');
  if (!existsSync(file)) return { name, missing: true };
  const { stats } = readJson(file);
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    startTime: Date.parse(stats.startTime),
    seconds: stats.duration / 1000,
  };
}

const rows = [...vitestProjects().map(vitestRow), e2eRow()];
// Outside CI, print what exists (a developer may have run one suite only).
const shown = startedAt === null ? rows.filter((r) => !r.missing) : rows;

const problems = [];
for (const r of shown) {
  if (r.missing) {
    problems.push(`${r.name}: no report — the suite did not run`);
    console.log(`${r.name.padEnd(24)}  did not run`);
    continue;
  }
  const stale = startedAt !== null && r.startTime < startedAt;
  if (stale) problems.push(`${r.name}: its report predates this run — replayed from a cache or left over, not run`);
  console.log(
    `${r.name.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ` +
      `${String(r.skipped).padStart(3)} skipped ${r.seconds.toFixed(1).padStart(7)} s${stale ? '  NOT RUN HERE' : ''}`,
  );
}

const total = shown
  .filter((r) => !r.missing)
  .reduce(
    (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
for (const p of problems) console.log(`! ${p}`);
const where = startedAt === null ? '' : ', every suite run in this run (no cache replay)';
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${problems.length ? '' : where}`);
process.exit(total.failed > 0 || total.passed === 0 || problems.length > 0 ? 1 : 0);
