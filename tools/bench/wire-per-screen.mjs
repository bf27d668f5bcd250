// One-off measure (issue 24, item 2/boot): for the six mobile screens, the bytes on the wire of a cold load and
// when the first data request starts, on a slow-4G network (150 ms RTT, 1.6 Mbit/s), no CPU slowdown.
// node tools/bench/wire-per-screen.mjs <label>   — uses the current dists, prints JSON.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { ROOT, TSX_CLI } from '../lib/topology.mjs';
import { LAUNCH, CONTEXT } from './lib/chromium.mjs';
import { startFrontStack } from './lib/front-stack.mjs';
import { screens } from './mobile.mjs';

const ctx = { log: (m) => console.error(m), pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', tmpDir: mkdtempSync(join(tmpdir(), 'meche-wire-')) };
const SESSION = /^\/api\/(refresh-token|login|logout|session)/;
const stack = await startFrontStack(ctx, { prefix: 'wire', build: false });
try {
  await new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [TSX_CLI, 'apps/api/src/cli/seed-demo.ts', '--email', stack.account.email], { cwd: ROOT, env: { ...process.env, DATABASE_URL: stack.databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    c.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed ${code}`))));
  });
  const list = await screens(stack.baseUrl, stack.account);
  const browser = await chromium.launch(LAUNCH);
  const signIn = await browser.newContext(CONTEXT);
  const p = await signIn.newPage();
  await p.goto(`${stack.baseUrl}/login`);
  await p.getByLabel('Email').fill(stack.account.email);
  await p.getByLabel('Mot de passe', { exact: true }).fill(stack.account.password);
  await p.getByRole('button', { name: 'Connecter' }).click();
  await p.waitForURL(/\/dashboard$/);
  await p.waitForLoadState('networkidle');
  const state = await signIn.storageState();
  await signIn.close();
  const out = {};
  for (const screen of list) {
    const runs = [];
    for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
      const context = await browser.newContext({ ...CONTEXT, storageState: screen.signedIn ? state : undefined, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      let bytes = 0;
      let start = null;
      let firstData = null;
      const jsBytes = {};
      const urls = new Map();
      cdp.on('Network.requestWillBeSent', (e) => {
        urls.set(e.requestId, e.request.url);
        if (start === null && e.type === 'Document') start = e.timestamp;
        const u = new URL(e.request.url);
        if (firstData === null && u.pathname.startsWith('/api/') && !SESSION.test(u.pathname)) firstData = e.timestamp;
      });
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
        const url = urls.get(e.requestId) ?? '';
        if (url.endsWith('.js')) jsBytes[new URL(url).port] = (jsBytes[new URL(url).port] ?? 0) + e.encodedDataLength;
      });
      await page.goto(`${stack.baseUrl}${screen.path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      runs.push({ kb: Math.round(bytes / 100) / 10, firstDataMs: firstData === null ? null : Math.round((firstData - start) * 1000), jsKbByPort: Object.fromEntries(Object.entries(jsBytes).map(([k, v]) => [k, Math.round(v / 100) / 10])) });
      await context.close();
    }
    out[screen.name] = runs;
    console.error(screen.name, JSON.stringify(runs));
  }
  await browser.close();
  console.log(JSON.stringify({ label: process.argv[2], ports: stack.ports, out }, null, 1));
} finally {
  await stack.stop();
}
