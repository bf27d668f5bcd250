#!/usr/bin/env node
// Sets up pgBackRest for a PostgreSQL server: writes its configuration (an encrypted repository) and turns on the
// server's WAL archiving through it (ALTER SYSTEM). Run as root on the database server, after install-debian.sh:
//   node tools/pitr/configure.mjs --pg-data /var/lib/postgresql/15/main
//     [--pg-port 5432] [--pg-socket /var/run/postgresql] [--repo /var/lib/pgbackrest]
//     [--config /etc/pgbackrest/pgbackrest.conf] [--stanza meche] [--user postgres]
//     [--log-path DIR] [--lock-path DIR]   (pgBackRest's own defaults otherwise; a drill keeps them in its folder)
// then restart PostgreSQL and run the commands it prints (docs/deploy.md, "Point-in-time recovery").
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { STANZA, alterSystemStatements, archivingSettings, newCipherPass, pgbackrestConfig } from './pgbackrest.mjs';

const { values } = parseArgs({
  options: {
    'pg-data': { type: 'string' },
    'pg-port': { type: 'string', default: '5432' },
    'pg-socket': { type: 'string', default: '/var/run/postgresql' },
    repo: { type: 'string', default: '/var/lib/pgbackrest' },
    config: { type: 'string', default: '/etc/pgbackrest/pgbackrest.conf' },
    stanza: { type: 'string', default: STANZA },
    user: { type: 'string', default: 'postgres' },
    'log-path': { type: 'string' },
    'lock-path': { type: 'string' },
  },
});

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!values['pg-data']) fail('--pg-data is required: the cluster\u2019s data folder (pg_lsclusters shows it).');
if (existsSync(values.config)) fail(`${values.config} exists: it holds the repository\u2019s passphrase, so it is never overwritten. Move it away first if you mean to start over.`);

const asUser = (command) => (process.getuid?.() === 0 ? ['runuser', '-u', values.user, '--', ...command] : command);
const id = (flag) => Number(execFileSync('id', [flag, values.user], { encoding: 'utf8' }).trim());
const owned = (path) => {
  if (process.getuid?.() === 0) chownSync(path, id('-u'), id('-g'));
};

mkdirSync(values.repo, { recursive: true, mode: 0o750 });
owned(values.repo);
mkdirSync(dirname(values.config), { recursive: true, mode: 0o750 });
writeFileSync(
  values.config,
  pgbackrestConfig({
    stanza: values.stanza,
    pgData: values['pg-data'],
    pgPort: values['pg-port'],
    pgSocket: values['pg-socket'],
    pgUser: values.user,
    repoPath: values.repo,
    cipherPass: newCipherPass(),
    logPath: values['log-path'],
    lockPath: values['lock-path'],
  }),
  { mode: 0o640 },
);
owned(values.config);

const psql = ['psql', '-X', '-v', 'ON_ERROR_STOP=1', '-h', values['pg-socket'], '-p', values['pg-port'], '-U', values.user, '-d', 'postgres'];
for (const statement of alterSystemStatements(archivingSettings({ configFile: values.config, stanza: values.stanza }))) {
  const [file, ...args] = asUser([...psql, '-c', statement]);
  execFileSync(file, args, { stdio: 'inherit' });
}

const backrest = `pgbackrest --config=${values.config} --stanza=${values.stanza}`;
console.log(`
pgBackRest is configured (${values.config}, repository ${values.repo}, encrypted: copy repo1-cipher-pass somewhere safe).
WAL archiving is set; it starts when PostgreSQL restarts. Then, as ${values.user}:

  sudo systemctl restart postgresql
  sudo -u ${values.user} ${backrest} stanza-create
  sudo -u ${values.user} ${backrest} check
  sudo -u ${values.user} ${backrest} backup --type=full

and schedule backups (docs/deploy.md): a full one each week, a differential one each day.`);
