import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listArchives } from '../backups/backup-folder';
import { BACKUP_MESSAGES } from '../backups/messages';
import { backupSandbox, openEmbedded } from '../test/embedded-database';

const LONG = 180_000;
const API_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run backup` / `npm run restore -- FILE` as the practitioner types them (the workspace script's command). */
function command(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const inherited = { ...process.env };
    for (const name of ['BACKUP_KEY', 'BACKUP_DIR', 'DATABASE_URL', 'DATA_DIR']) delete inherited[name];
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: API_DIR,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

describe.skipIf(process.env.MECHE_TEST_DB === 'postgres')('the backup and restore commands', () => {
  // Made when the suite runs, not when it is collected (a skipped suite would leave the folder behind).
  let sandbox: ReturnType<typeof backupSandbox>;
  let settings: ReturnType<typeof backupSandbox>['settings'];
  const env = (over: NodeJS.ProcessEnv = {}) => ({ DATA_DIR: settings.dataDir, INIT_CWD: sandbox.root, ...over });

  beforeAll(async () => {
    sandbox = backupSandbox();
    ({ settings } = sandbox);
    // A database made by a previous start, then stopped.
    const database = await openEmbedded(settings.dataDir);
    await database.close();
  }, LONG);
  afterAll(() => sandbox?.remove());

  it('backs up with Mèche stopped, creating the key and saying to copy it', async () => {
    const run = await command('backup', [], env());
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const [archive] = listArchives(settings.dir);
    expect(run.out).toContain(`Sauvegarde écrite : ${archive?.file} (`);
    expect(run.out).toContain(BACKUP_MESSAGES.keyGenerated(settings.keyFile));
  }, LONG);

  it('restores into an empty folder, relative to where the command was typed; refuses a wrong key in French', async () => {
    const [archive] = listArchives(settings.dir);
    const name = path.relative(sandbox.root, archive?.file ?? '');
    const key = fs.readFileSync(settings.keyFile, 'utf8');
    fs.renameSync(settings.keyFile, `${settings.keyFile}.ailleurs`);

    const wrong = await command('restore', [name], env({ DATA_DIR: 'restauree', BACKUP_KEY: 'pas la bonne phrase de passe' }));
    expect(wrong.code).toBe(1);
    expect(wrong.err).toBe(`${BACKUP_MESSAGES.wrongKey}\n`);
    expect(fs.existsSync(path.join(sandbox.root, 'restauree'))).toBe(false);

    const right = await command('restore', [name], env({ DATA_DIR: 'restauree', BACKUP_KEY: key }));
    expect(right.err).toBe('');
    expect(right.code).toBe(0);
    expect(right.out).toMatch(/^Sauvegarde du .* \(schéma \d{4}_\w+\) restaurée dans .*restauree en [\d,]+ s : 0 praticiens, 0 clients, 0 photos/);
    expect(fs.existsSync(path.join(sandbox.root, 'restauree', 'pgdata', 'PG_VERSION'))).toBe(true);
  }, LONG);
});
