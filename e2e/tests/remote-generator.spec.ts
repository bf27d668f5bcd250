import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { accounts, expect, login, test } from '../fixtures';
import { pointRemote, readRemotesJson, serveOnNewOrigin } from '../support/delivery';

// A new team's first day: `npm run generate:remote` in the checkout, under a name of this run, then what CI asks of
// any remote (its unit tests, typecheck and lint pass, it builds) and what the shell promises (listed in remotes.json,
// its sidebar entry and page appear with no shell release). Everything the generator wrote is removed afterwards.

const ROOT = resolve(import.meta.dirname, '../..');
/** The files the generator edits besides the remote's folder (REGISTRATION_FILES in tools/generators/remote). */
const REGISTRATION_FILES = ['tools/lib/topology.mjs', 'eslint.config.js', 'e2e/package.json'];
/** An apostrophe in the label: it must come through the templates' string literals intact. */
const LABEL = "Stocks d'essai";
/** Build, tests, typecheck and lint of one small remote on a loaded two-core machine. */
const CHECKS_TIMEOUT_MS = 240_000;

const bin = (relative: string) => join(ROOT, 'node_modules', relative);

function run(args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, args, { cwd, env, encoding: 'utf8', timeout: CHECKS_TIMEOUT_MS });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The same, without blocking: the generated project's checks run side by side. */
function runAsync(args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${args.join(' ')} exited ${code}:\n${output.slice(-4000)}`))));
  });
}

test('a remote made by the generator passes its checks, is listed in remotes.json, and shows its page and sidebar entry in the shell', async ({ page }) => {
  test.setTimeout(CHECKS_TIMEOUT_MS + 120_000);
  const name = `essai${Date.now().toString(36)}`;
  const appDir = join(ROOT, 'apps', `${name}-mfe`);
  const registrations = Object.fromEntries(REGISTRATION_FILES.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
  const out = mkdtempSync(join(tmpdir(), 'meche-generated-'));
  let served: Awaited<ReturnType<typeof serveOnNewOrigin>> | undefined;
  let rollBack = () => {};
  try {
    await test.step('generate it, twice: the second run changes nothing', () => {
      run(['tools/generate-remote.mjs', '--name', name, '--label', LABEL]);
      const once = REGISTRATION_FILES.map((file) => readFileSync(join(ROOT, file), 'utf8'));
      expect(run(['tools/generate-remote.mjs', '--name', name, '--label', LABEL])).toContain('Déjà inscrit partout.');
      expect(REGISTRATION_FILES.map((file) => readFileSync(join(ROOT, file), 'utf8'))).toEqual(once);
    });

    await test.step('its unit tests, typecheck and lint pass; it builds alone, with its descriptor', async () => {
      await Promise.all([
        runAsync([bin('vitest/vitest.mjs'), 'run'], appDir),
        runAsync([bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], appDir),
        runAsync([bin('eslint/bin/eslint.js'), 'src'], appDir),
      ]);
      const report = JSON.parse(readFileSync(join(appDir, 'test-results/vitest.json'), 'utf8')) as { numPassedTests: number; numFailedTests: number };
      expect(report).toMatchObject({ numPassedTests: 3, numFailedTests: 0 });
      run(['tools/delivery/build-remote.mjs', name, '--out', out]);
      expect(JSON.parse(readFileSync(join(out, 'remote.json'), 'utf8'))).toMatchObject({
        name,
        attach: 'dashboard-content',
        nav: [{ label: LABEL, path: name }],
      });
    });

    await test.step('listed in the topology’s remotes.json, served on its port, pointed at in the served remotes.json', async () => {
      served = await serveOnNewOrigin(out);
      // The port the topology gives it, moved to a free one the way every remote's port can be moved.
      const port = new URL(served.origin).port;
      const env = { ...process.env, [`${name.toUpperCase()}_PORT`]: port };
      const script = "import('./tools/lib/topology.mjs').then((t) => process.stdout.write(JSON.stringify(t.remotesJson())))";
      const remotesJson = JSON.parse(run(['--input-type=module', '-e', script], ROOT, env)) as Record<string, string>;
      expect(remotesJson).toEqual({ ...readRemotesJson(), [name]: served.manifest });
      rollBack = pointRemote(name, remotesJson[name]!);
    });

    await test.step('its sidebar entry and its page, in the running shell', async () => {
      await login(page, accounts.remoteGenerator);
      const sidebar = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');
      await expect(sidebar.last()).toHaveText(LABEL);
      await sidebar.last().click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${name}$`));
      await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
      await expect(page.getByText('0 client suivi.')).toBeVisible();
    });

    await test.step('the page at 1366, 820 and 390 px, in both themes: nothing wider than the screen, nothing serious for axe', async () => {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => window.localStorage.setItem('meche-theme', t), theme);
        for (const width of [1366, 820, 390]) {
          await page.setViewportSize({ width, height: 844 });
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByText('0 client suivi.')).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${theme} ${width} px`).toBeLessThanOrEqual(width);
          await page.screenshot({ path: test.info().outputPath(`generated-page-${theme}-${width}.png`), fullPage: true });
        }
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), theme).toEqual([]);
      }
    });
  } finally {
    rollBack();
    await served?.stop();
    rmSync(out, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
    for (const [file, content] of Object.entries(registrations)) writeFileSync(join(ROOT, file), content);
  }
  expect(existsSync(appDir)).toBe(false);
  expect(readRemotesJson()[name]).toBeUndefined();
});
