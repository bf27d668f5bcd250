// Import: 10,000 clients from a CSV as French Excel saves it (UTF-8 with BOM, ';', dd/mm/yyyy dates), sent to the
// production API over HTTP on the embedded PGlite (a laptop practice's database): the preview (read, check, find the
// duplicates) and the commit (the same, then every row and its audit row stored in one transaction); then the export
// of the list back, as CSV and as XLSX.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { API_DIR } from '../resilience/lib/paths.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { round } from '../resilience/lib/stats.mjs';

export const title = 'Import';

const FULL = { clients: 10_000 };
const QUICK = { clients: 2_000 };
const TARGET_S = 10;
const PASSWORD = `import-${randomBytes(9).toString('base64url')}`;

/** A practice's client list as another software exports it: accents, phones, dates and addresses on every row. */
function clientsCsv(count) {
  const lines = ['Nom;Prénom;Civilité;Date de naissance;E-mail;Téléphone mobile;Adresse;Code postal;Ville;Commentaires'];
  for (let i = 0; i < count; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `Lefèvre-${i};Hélène ${i % 97};${i % 3 ? 'Mme' : 'M.'};${day}/${month}/${1940 + (i % 60)};client.${i}@exemple.fr;06 ${String(i).padStart(8, '0').replace(/(\d\d)(?=\d)/g, '$1 ')};${i % 200} rue de la Paix;${75000 + (i % 20)};Paris;Cliente depuis ${2000 + (i % 25)}`,
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

async function post(api, session, path, bytes) {
  const started = performance.now();
  const response = await fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: api.origin, cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: bytes,
  });
  const body = await response.json();
  return { status: response.status, seconds: (performance.now() - started) / 1000, body };
}

export async function run(ctx) {
  const settings = ctx.quick ? QUICK : FULL;
  const dataDir = join(ctx.tmpDir, 'import-data');
  const env = { DATA_DIR: dataDir, BACKUP_DIR: join(ctx.tmpDir, 'import-backups'), BACKUP_KEY: randomBytes(32).toString('base64url') };
  const email = 'import@bench.test';
  // The practitioner, written straight into the new data folder (which also applies the migrations).
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/create-user.ts', '--email', email, '--name', 'Import', '--password', PASSWORD], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = await startApi({ port: await freePort(0), logFile: join(ctx.tmpDir, 'import-api.log'), env });
  try {
    const session = new Session(api, 'import');
    await session.login(email, PASSWORD);
    const file = clientsCsv(settings.clients);
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    const preview = await post(api, session, '/api/import/clients/preview?fileName=clients.csv', file);
    if (preview.status !== 200 || preview.body.errorCount !== 0) throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body).slice(0, 300)}`);
    const commit = await post(api, session, '/api/import/clients?fileName=clients.csv&duplicates=skip', file);
    if (commit.status !== 200 || commit.body.created !== settings.clients) throw new Error(`commit: ${commit.status} ${JSON.stringify(commit.body).slice(0, 300)}`);
    const again = await post(api, session, '/api/import/clients/preview?fileName=clients.csv', file);
    const exports = {};
    for (const format of ['csv', 'xlsx']) {
      const started = performance.now();
      const response = await fetch(`${api.base}/api/export/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.origin, cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify({ format }),
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`export ${format}: ${response.status}`);
      exports[format] = { seconds: (performance.now() - started) / 1000, bytes };
    }
    const mb = (file.length / 1024 / 1024).toFixed(1);
    return {
      rows: [
        {
          name: `import ${settings.clients.toLocaleString('en')} clients, CSV ${mb} MB, embedded PGlite, over HTTP — commit (one transaction, audited)`,
          value: `${round(commit.seconds, 2)} s`,
          target: `≤ ${TARGET_S} s`,
          met: ctx.quick ? null : commit.seconds <= TARGET_S,
          raw: { seconds: commit.seconds, clients: settings.clients, bytes: file.length, loadAverage: load },
        },
        {
          name: `preview of the same file — empty list · again, all ${settings.clients.toLocaleString('en')} found as duplicates`,
          value: `${round(preview.seconds, 2)} s · ${round(again.seconds, 2)} s`,
          target: '',
          met: null,
          raw: { first: preview.seconds, again: again.seconds, duplicates: again.body.duplicateCount },
        },
        {
          name: `export of the ${settings.clients.toLocaleString('en')} clients — CSV · XLSX`,
          value: `${round(exports.csv.seconds, 2)} s (${(exports.csv.bytes / 1024 / 1024).toFixed(1)} MB) · ${round(exports.xlsx.seconds, 2)} s (${(exports.xlsx.bytes / 1024 / 1024).toFixed(1)} MB)`,
          target: '',
          met: null,
          raw: exports,
        },
      ],
      details: { settings, loadAverageBefore: load },
    };
  } finally {
    await api.stop();
  }
}
