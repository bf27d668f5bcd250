// Sums the JSON reports of every vitest project and of the Playwright suite into one closing line
// ('N passed, N failed') that CI reads, with a line per project above it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rows = [];

const vitestProjects = [
  ...['apps', 'libs'].flatMap((group) => readdirSync(join(root, group)).map((project) => `${group}/${project}`)),
  'tools',
];
for (const name of vitestProjects) {
  const file = join(root, name, 'test-results', 'vitest.json');
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  rows.push({
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  });
}

const e2eFile = join(root, 'e2e', 'test-results', 'results.json');
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  rows.push({
    name: 'e2e (chromium)',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  });
}

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
for (const r of rows) {
  console.log(`${r.name.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
