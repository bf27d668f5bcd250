// pgBackRest for one PostgreSQL cluster: its configuration file, the cluster's WAL archiving, and running its commands.
// Used by `configure.mjs` (a real server) and by the resilience run's point-in-time scenario (a throwaway cluster).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const STANZA = 'meche';

/** A passphrase for the repository's encryption: random, 64 characters, kept only in pgbackrest.conf. */
export const newCipherPass = () => randomBytes(48).toString('base64url');

/**
 * pgbackrest.conf for one cluster and one repository. The repository is encrypted (AES-256, its passphrase in this
 * file: keep a copy of it elsewhere, without it the backups cannot be read) and compressed (zstd); two full backups
 * are kept with all the WAL since the older one, so any second since then can be restored.
 */
export function pgbackrestConfig({ stanza = STANZA, pgData, pgPort, pgSocket, pgUser = 'postgres', repoPath, cipherPass, logPath, lockPath, retentionFull = 2 }) {
  const global = [
    '[global]',
    `repo1-path=${repoPath}`,
    `repo1-retention-full=${retentionFull}`,
    'repo1-cipher-type=aes-256-cbc',
    `repo1-cipher-pass=${cipherPass}`,
    'compress-type=zst',
    // A backup starts at once (an immediate checkpoint) rather than at the next scheduled one.
    'start-fast=y',
    'log-level-console=warn',
    'log-level-file=info',
    ...(logPath ? [`log-path=${logPath}`] : []),
    ...(lockPath ? [`lock-path=${lockPath}`] : []),
  ];
  const cluster = [`[${stanza}]`, `pg1-path=${pgData}`, `pg1-port=${pgPort}`, `pg1-user=${pgUser}`, ...(pgSocket ? [`pg1-socket-path=${pgSocket}`] : [])];
  return `${[...global, '', ...cluster].join('\n')}\n`;
}

/**
 * What PostgreSQL needs to hand every WAL segment to pgBackRest (wal_level and archive_mode take effect at the next
 * restart). archive_timeout closes a segment after 60 s even when the practice is quiet, so its last changes are in the
 * repository within a minute instead of waiting for 16 MB of WAL.
 */
export function archivingSettings({ configFile, stanza = STANZA }) {
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `pgbackrest --config=${configFile} --stanza=${stanza} archive-push %p`,
    archive_timeout: '60',
  };
}

/** `ALTER SYSTEM` statements for those settings (values quoted as SQL strings). */
export const alterSystemStatements = (settings) =>
  Object.entries(settings).map(([name, value]) => `alter system set ${name} = '${String(value).replaceAll("'", "''")}'`);

/**
 * Runs `pgbackrest --config=… --stanza=… <args>` as the cluster's owner: through `runuser` when we are root (pgBackRest
 * must read the cluster's files and write the repository as that user).
 */
export async function pgbackrest(args, { configFile, stanza = STANZA, asUser = null, timeoutMs = 600_000 }) {
  const command = ['pgbackrest', `--config=${configFile}`, `--stanza=${stanza}`, ...args];
  const [file, ...rest] = asUser ? ['runuser', '-u', asUser, '--', ...command] : command;
  try {
    return (await run(file, rest, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new Error(`pgbackrest ${args.join(' ')} failed: ${error.stderr || error.stdout || error.message}`, { cause: error });
  }
}
