// What configure.mjs writes: checked here; the resilience run's `pitr` scenario runs it on a real cluster and restores.
import { describe, expect, it } from 'vitest';
import { alterSystemStatements, archivingSettings, newCipherPass, pgbackrestConfig } from './pgbackrest.mjs';

describe('pgBackRest for one cluster', () => {
  it('keeps an encrypted, compressed repository with two full backups and the WAL since the older one', () => {
    const config = pgbackrestConfig({
      pgData: '/var/lib/postgresql/15/main',
      pgPort: 5432,
      pgSocket: '/var/run/postgresql',
      repoPath: '/var/lib/pgbackrest',
      cipherPass: 'p'.repeat(64),
    });
    expect(config.split('\n')).toEqual(
      expect.arrayContaining([
        '[global]',
        'repo1-path=/var/lib/pgbackrest',
        'repo1-retention-full=2',
        'repo1-cipher-type=aes-256-cbc',
        `repo1-cipher-pass=${'p'.repeat(64)}`,
        'compress-type=zst',
        '[meche]',
        'pg1-path=/var/lib/postgresql/15/main',
        'pg1-port=5432',
        'pg1-user=postgres',
        'pg1-socket-path=/var/run/postgresql',
      ]),
    );
    expect(config).not.toContain('log-path');
  });

  it('archives every WAL segment through it, a quiet server at least once a minute', () => {
    const settings = archivingSettings({ configFile: "/etc/pgbackrest/it's.conf" });
    expect(settings).toEqual({
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: "pgbackrest --config=/etc/pgbackrest/it's.conf --stanza=meche archive-push %p",
      archive_timeout: '60',
    });
    expect(alterSystemStatements(settings)).toContain(
      "alter system set archive_command = 'pgbackrest --config=/etc/pgbackrest/it''s.conf --stanza=meche archive-push %p'",
    );
  });

  it('draws a new repository passphrase each time', () => {
    const [a, b] = [newCipherPass(), newCipherPass()];
    expect(a).toMatch(/^[\w-]{64}$/);
    expect(a).not.toBe(b);
  });
});
