// Mobile: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on six screens of the production build,
// served over HTTPS and HTTP/2 as docs/deploy.md has a deployment serve it (tools/lib/front-proxy.mjs: the API and
// every remote on one origin, each remote under its own path), signed in to the demo practice: cold (HTTP cache and
// service worker cleared), then a repeat visit (both kept), for the federated build and the monolith
// (tools/rspack/monolith.config.mjs) side by side; the federated build also on the desktop preset, and cold with a
// host per remote (the other topology deploy.md allows), to show what that choice costs a phone.
// Per screen: performance, accessibility, LCP, TBT, CLS, bytes on the wire, and when the first data request (an /api
// call other than the session's) starts, observed unthrottled.
// Bytes on the wire are given twice: all the trace holds, and what had arrived by the observed LCP. The builds are
// compared on the second: code a page fetches when idle for the next click (the client file's, from the clients
// list) lands inside the trace in one run and after it in the next, so the trace's total compares unlike things.
// Cold figures are the best of `runs` runs (the machine is shared: a run can be slowed by a neighbour).
// A cold run is a first visit, without the service worker: the page registers it once loaded and it claims the page,
// so the chunks asked for after that went through it, and Lighthouse counts what a worker fetched as 0 bytes on the
// page, simulated with no download time. Those bytes cross a phone's network all the same: the worker's script is
// blocked in cold runs. The repeat visit comes after an unmeasured visit that installs it, as on a device.
/* global window -- page.evaluate bodies run in the page */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { ROOT, TSX_CLI } from '../lib/topology.mjs';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { LAUNCH } from './lib/chromium.mjs';
import { startFrontStack } from './lib/front-stack.mjs';
import { startFront } from '../lib/front-proxy.mjs';
import { buildMonolith } from './front-weight.mjs';

export const title = 'Mobile (Lighthouse)';

const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.1, accessibility: 100, desktop: 95, repeatLcpMs: 1200, bytes: 0.15, lcpDeltaMs: 300 };

/** The shell's service worker (tools/rspack/service-worker-plugin.mjs), blocked in cold runs. */
const SERVICE_WORKER = '*/sw.js';

/** API calls that are the session, not the page's data. */
const SESSION_CALLS = /^\/api\/(refresh-token|login|logout|session)/;

/** The demo practice (clients, catalogue, programmes with a planning) on the bench account. */
export function seedDemo(ctx, databaseUrl, email) {
  const logFile = join(ctx.tmpDir, 'mobile-seed.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [TSX_CLI, 'apps/api/src/cli/seed-demo.ts', '--email', email], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:demo failed (${code}); see ${logFile}`))));
  });
}

/** The six screens, with a client that has a programme (its file, its care editor, its planning). */
export async function screens(baseUrl, account) {
  const session = new Session({ origin: baseUrl, base: baseUrl }, 'mobile');
  await session.login(account.email, account.password);
  const page = await session.ok('GET', '/api/clients?page=0');
  const clients = page.content ?? page.clients ?? page.items ?? page;
  for (const client of clients) {
    const programs = await session.ok('GET', `/api/programs/${client.id}`);
    const list = Array.isArray(programs) ? programs : (programs.content ?? []);
    if (list.length) {
      return [
        { name: '/login', path: '/login', signedIn: false },
        { name: 'clients list', path: '/dashboard/clients', signedIn: true },
        { name: 'client file', path: `/dashboard/client/${client.id}`, signedIn: true },
        { name: 'care editor', path: `/dashboard/client/${client.id}/add-care`, signedIn: true },
        { name: 'planning', path: `/dashboard/client/${client.id}/planning/${list[0].id}`, signedIn: true },
        { name: 'products', path: '/dashboard/product-category', signedIn: true },
      ];
    }
  }
  throw new Error('the demo practice has no client with a programme');
}

/** Signs the browser in (or out) through the login page, so cookies and the stored session are the app's own. */
export async function setSignedIn(port, baseUrl, account, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    // Signed in already, the login page sends the browser to the dashboard.
    const form = page.getByLabel('Email');
    await form.or(page.getByRole('heading', { level: 1 })).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (signedIn && new URL(page.url()).pathname !== '/login') {
      await page.close();
      return;
    }
    if (signedIn) {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Connecter' }).click();
      await page.waitForURL(/\/dashboard$/);
    } else {
      await context.clearCookies();
      await page.evaluate(() => window.localStorage.clear());
    }
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close().catch(() => {});
  }
}

/** An unmeasured visit of `url` that leaves its service worker installed and its first files kept. */
async function installWorker(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    await page.evaluate(() => window.navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

const ms = (v) => Math.round(v);
const kb = (bytes) => `${Math.round(bytes / 1000)} KB`;

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const firstData = requests
    .filter((r) => {
      const url = new URL(r.url);
      return url.pathname.startsWith('/api/') && !SESSION_CALLS.test(url.pathname);
    })
    .map((r) => r.networkRequestTime)
    .sort((a, b) => a - b)[0];
  // Observed (unthrottled) times, both on the trace's clock: a request counts if it had arrived by the LCP.
  const networkStartMs = (audit('network-requests')?.details?.debugData?.networkStartTimeTs ?? NaN) / 1000;
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const lcpAtMs = (observed.observedLargestContentfulPaintTs ?? NaN) / 1000;
  if (!Number.isFinite(networkStartMs) || !Number.isFinite(lcpAtMs)) throw new Error(`${lhr.finalDisplayedUrl}: no observed LCP or network start in the trace`);
  const bytesToLcp = requests
    .filter((r) => r.networkEndTime !== undefined && networkStartMs + r.networkEndTime <= lcpAtMs)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility ? Math.round(lhr.categories.accessibility.score * 100) : null,
    lcpMs: ms(audit('largest-contentful-paint').numericValue),
    tbtMs: ms(audit('total-blocking-time').numericValue),
    cls: Math.round(audit('cumulative-layout-shift').numericValue * 1000) / 1000,
    bytes: audit('total-byte-weight').numericValue,
    bytesToLcp,
    observedLcpMs: ms(observed.observedLargestContentfulPaint),
    firstDataMs: firstData === undefined ? null : ms(firstData),
    finalUrl: lhr.finalDisplayedUrl,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary' && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id),
  };
}

export async function audit(port, url, { desktop = false, repeat = false } = {}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A repeat visit keeps the HTTP cache and the service worker of the visit before.
    disableStorageReset: repeat,
    blockedUrlPatterns: repeat ? [] : [SERVICE_WORKER],
  };
  // A trace can fail to record on a busy machine (NO_NAVSTART…): Lighthouse's advice is to run again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return figures(result.lhr);
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/** A failed request's error names the log holding the API's side of it (the bench keeps a failed run's logs). */
async function naming(logFile, work) {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${error.message} — API log: ${logFile}`, { cause: error });
  }
}

const best = (runs) => runs.reduce((a, b) => (b.performance > a.performance || (b.performance === a.performance && b.lcpMs < a.lcpMs) ? b : a));

/** Every screen of one build: `runs` cold runs (best kept), optionally one repeat visit and desktop. */
async function measureBuild(ctx, port, baseUrl, account, list, { runs, desktop, repeatVisit = true }) {
  const out = {};
  for (const screen of list) {
    await setSignedIn(port, baseUrl, account, screen.signedIn);
    const url = `${baseUrl}${screen.path}`;
    const cold = [];
    for (let i = 0; i < runs; i++) cold.push(await audit(port, url));
    let repeat = null;
    if (repeatVisit) {
      await installWorker(port, url);
      repeat = await audit(port, url, { repeat: true });
    }
    const desk = desktop ? await audit(port, url, { desktop: true }) : null;
    out[screen.name] = { cold: best(cold), coldRuns: cold, repeat, desktop: desk };
    const b = out[screen.name].cold;
    ctx.log(`  ${screen.name}: perf ${b.performance} · LCP ${b.lcpMs} ms · TBT ${b.tbtMs} ms · CLS ${b.cls} · a11y ${b.accessibility} · ${kb(b.bytes)} (${kb(b.bytesToLcp)} by LCP)${repeat ? ` · repeat LCP ${repeat.lcpMs} ms` : ''}${desk ? ` · desktop ${desk.performance}` : ''}`);
    // A redirect (to /login, to the dashboard) would measure another screen than the one named.
    if (new URL(b.finalUrl).pathname !== screen.path) throw new Error(`${url} ended on ${b.finalUrl}`);
  }
  return out;
}

/** @param {{ root: string, quick: boolean, log(msg: string): void, pgAdminUrl: string, tmpDir: string }} ctx */
export async function run(ctx) {
  const runs = ctx.quick ? 1 : 2;
  const withMonolith = process.env.MECHE_BENCH_MONOLITH !== '0';
  const load = loadavg().map((v) => v.toFixed(2)).join(' ');
  const stack = await startFrontStack(ctx, { prefix: 'mobile', tls: true });
  await seedDemo(ctx, stack.databaseUrl, stack.account.email);
  const list = await naming(stack.logFile, () => screens(stack.apiUrl, stack.account));

  let monolithApi = null;
  let monolithFront = null;
  let monolithUrl = null;
  const monolithLog = join(ctx.tmpDir, 'mobile-monolith-api.log');
  if (withMonolith) {
    const dir = join(ctx.tmpDir, 'monolith');
    await buildMonolith(ctx, dir);
    const port = await freePort(0);
    monolithApi = await startApi({
      databaseUrl: stack.databaseUrl,
      port,
      logFile: monolithLog,
      env: { STATIC_DIR: dir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS: '100000', LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
    });
    // Behind the same kind of TLS front as the federated stack, with the same certificate.
    monolithFront = await startFront({ upstream: port, ...stack.tls });
    monolithUrl = monolithFront.origin;
  }

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? LAUNCH.executablePath,
    chromeFlags: [...LAUNCH.args, '--headless', ...stack.chromeArgs],
  });
  let federated;
  let monolith = null;
  let hostPerRemote = null;
  try {
    ctx.log(`federated build, one origin, ${runs} cold run(s) + 1 repeat per screen (load average ${load})…`);
    federated = await naming(stack.logFile, () => measureBuild(ctx, chrome.port, stack.baseUrl, stack.account, list, { runs, desktop: true }));
    if (process.env.MECHE_BENCH_HOST_PER_REMOTE !== '0') {
      ctx.log('federated build, a host per remote, cold runs…');
      const baseUrl = stack.topology('origins');
      hostPerRemote = await naming(stack.logFile, () => measureBuild(ctx, chrome.port, baseUrl, stack.account, list, { runs, desktop: false, repeatVisit: false }));
      stack.topology('one-origin');
    }
    if (monolithUrl) {
      ctx.log('monolith build…');
      monolith = await naming(monolithLog, () => measureBuild(ctx, chrome.port, monolithUrl, stack.account, list, { runs, desktop: false }));
    }
  } finally {
    chrome.kill();
    await monolithFront?.close();
    await monolithApi?.stop();
  }
  const loadAfter = loadavg().map((v) => v.toFixed(2)).join(' ');

  const rows = [];
  for (const screen of list) {
    const f = federated[screen.name];
    const m = monolith?.[screen.name];
    const c = f.cold;
    rows.push({
      name: `${screen.name} — mobile cold, best of ${runs}: perf · LCP · TBT · CLS · a11y · wire (by LCP) · first data request`,
      value: `${c.performance} · ${(c.lcpMs / 1000).toFixed(2)} s · ${c.tbtMs} ms · ${c.cls} · ${c.accessibility} · ${kb(c.bytes)} (${kb(c.bytesToLcp)}) · ${c.firstDataMs ?? '—'} ms`,
      target: `perf ≥ ${TARGETS.performance} · LCP ≤ ${TARGETS.lcpMs / 1000} s · CLS ≤ ${TARGETS.cls} · a11y ${TARGETS.accessibility}`,
      met: c.performance >= TARGETS.performance && c.lcpMs <= TARGETS.lcpMs && c.cls <= TARGETS.cls && c.accessibility >= TARGETS.accessibility,
      raw: f,
    });
    rows.push({
      name: `${screen.name} — repeat visit LCP · wire · desktop perf`,
      value: `${(f.repeat.lcpMs / 1000).toFixed(2)} s · ${kb(f.repeat.bytes)} · ${f.desktop?.performance ?? '—'}`,
      target: `LCP ≤ ${TARGETS.repeatLcpMs / 1000} s · desktop ≥ ${TARGETS.desktop}`,
      met: f.repeat.lcpMs <= TARGETS.repeatLcpMs && (f.desktop?.performance ?? 0) >= TARGETS.desktop,
    });
    const h = hostPerRemote?.[screen.name];
    if (h) {
      rows.push({
        name: `${screen.name} — federated, a host per remote (mobile cold, best of ${runs}): perf · LCP · wire (by LCP)`,
        value: `${h.cold.performance} · ${(h.cold.lcpMs / 1000).toFixed(2)} s · ${kb(h.cold.bytes)} (${kb(h.cold.bytesToLcp)})`,
        target: 'for comparison: the topology docs/deploy.md does not recommend',
        met: null,
        raw: h,
      });
    }
    if (m) {
      const bytes = c.bytesToLcp / m.cold.bytesToLcp - 1;
      const lcp = c.lcpMs - m.cold.lcpMs;
      rows.push({
        name: `${screen.name} — federated vs monolith (mobile cold): wire by LCP (whole trace) · LCP`,
        value: `${kb(c.bytesToLcp)} vs ${kb(m.cold.bytesToLcp)} (${bytes >= 0 ? '+' : ''}${(bytes * 100).toFixed(1)} %) (${kb(c.bytes)} vs ${kb(m.cold.bytes)}) · ${c.lcpMs} vs ${m.cold.lcpMs} ms (${lcp >= 0 ? '+' : ''}${lcp} ms)`,
        target: `≤ +${TARGETS.bytes * 100} % · ≤ +${TARGETS.lcpDeltaMs} ms`,
        met: bytes <= TARGETS.bytes && lcp <= TARGETS.lcpDeltaMs,
        raw: m,
      });
    }
  }
  return { rows, details: { loadAverage: { before: load, after: loadAfter }, screens: list, federated, hostPerRemote, monolith } };
}
