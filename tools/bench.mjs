// `npm run bench`: every performance measure in one run, printed as one table and saved as JSON.
// Options: --only a,b (section files of tools/bench/) · --quick (short durations, small volumes, for development).
import './lib/supported-node.mjs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/topology.mjs';
import { installSignalHandlers, runCleanup } from './resilience/lib/cleanup.mjs';
import { formatTable } from './bench/table.mjs';

/** Run order: the front first (quick, no database volume), photos, the import, then the sections that seed millions of rows. */
const SECTIONS = ['builds', 'front-weight', 'front-speed', 'mobile', 'photos', 'import', 'growth', 'platform', 'api-throughput', 'scale-out'];

const { values } = parseArgs({
  options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } },
});
const selected = values.only ? values.only.split(',').map((s) => s.trim()) : SECTIONS;
const unknown = selected.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')} — known: ${SECTIONS.join(', ')}`);
  process.exit(2);
}

const resultsDir = join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const tmpDir = mkdtempSync(join(tmpdir(), 'meche-bench-'));
// Ctrl-C or a crash still stops the stacks and drops the databases.
installSignalHandlers();
const started = new Date();
const ctx = {
  root: ROOT,
  quick: values.quick,
  log: (msg) => process.stderr.write(`[bench] ${msg}\n`),
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  resultsDir,
  tmpDir,
};

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  os: `${platform()} ${release()}`,
};

const sections = [];
let failed = false;
for (const name of SECTIONS.filter((s) => selected.includes(s))) {
  const module = await import(`./bench/${name}.mjs`);
  ctx.log(`— ${module.title}`);
  const t0 = performance.now();
  try {
    const { rows, details } = await module.run(ctx);
    sections.push({ name, title: module.title, seconds: Math.round((performance.now() - t0) / 100) / 10, rows, details });
  } catch (error) {
    failed = true;
    ctx.log(`${module.title} failed: ${error.stack ?? error}`);
    sections.push({ name, title: module.title, error: String(error.message ?? error), rows: [] });
  } finally {
    // Whatever a section left (a stack, a database) is gone before the next one measures.
    await runCleanup();
  }
}
// A failed section's logs (the API's, a seed's) say why: kept where its error message points.
if (failed) ctx.log(`logs kept in ${tmpDir}`);
else rmSync(tmpDir, { recursive: true, force: true });

const report = { started: started.toISOString(), quick: values.quick, machine, sections };
const file = join(resultsDir, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(formatTable(report));
console.log(`\nJSON: ${file.slice(ROOT.length)}`);
process.exit(failed ? 1 : 0);
