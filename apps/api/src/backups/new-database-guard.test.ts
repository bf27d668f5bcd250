import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSandbox } from '../test/embedded-database';
import { archiveName } from './backup-folder';
import { BACKUP_MESSAGES } from './messages';
import { refuseNewDatabaseOverBackups } from './new-database-guard';

let sandbox: ReturnType<typeof backupSandbox>;
afterEach(() => sandbox?.remove());

describe('a start over a lost data folder', () => {
  it('is refused when archives exist, naming the newest to restore', () => {
    sandbox = backupSandbox();
    const { settings } = sandbox;
    fs.mkdirSync(settings.dir);
    for (const at of ['2026-11-23T08:00:00Z', '2026-11-24T08:00:00Z']) fs.writeFileSync(`${settings.dir}/${archiveName(new Date(at), 'daily')}`, 'x');
    const newest = `${settings.dir}/${archiveName(new Date('2026-11-24T08:00:00Z'), 'daily')}`;
    expect(() => refuseNewDatabaseOverBackups(settings)).toThrow(BACKUP_MESSAGES.newDatabaseOverBackups(settings.dataDir, settings.dir, newest));
  });

  it('lets a first start go, and any start over an existing database', () => {
    sandbox = backupSandbox();
    const { settings } = sandbox;
    expect(() => refuseNewDatabaseOverBackups(settings)).not.toThrow();
    fs.mkdirSync(settings.dir);
    fs.writeFileSync(`${settings.dir}/${archiveName(new Date(), 'daily')}`, 'x');
    fs.mkdirSync(`${settings.dataDir}/pgdata`, { recursive: true });
    fs.writeFileSync(`${settings.dataDir}/pgdata/PG_VERSION`, '18\n');
    expect(() => refuseNewDatabaseOverBackups(settings)).not.toThrow();
  });
});
