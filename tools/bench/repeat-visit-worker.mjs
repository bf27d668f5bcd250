// One-off measure (issue 24, item 4): a repeat visit served by the service worker against the same visit served by
// the HTTP cache alone, on Lighthouse's mobile preset. Per screen and pair: a cold load, a first repeat visit (the
// worker keeps each hashed file as it passes), then the measured repeat visit, with the worker, or with the worker and
// its cache removed just before (the HTTP cache kept: hashed files are `immutable`). The two arms alternate (ABBA),
// so a neighbour's load on this shared machine falls on both. Prints Lighthouse's simulated LCP and the LCP observed
// unthrottled (Lantern simulates an answer from the worker as a network request with a round trip; only the HTTP
// cache is simulated as local, so the observed figure is the one that tells the worker's real cost).
// node tools/bench/repeat-visit-worker.mjs [pairs=3]   — uses the current dists, prints JSON.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { LAUNCH } from './lib/chromium.mjs';
import { startFrontStack } from './lib/front-stack.mjs';
import { screens, seedDemo, setSignedIn } from './mobile.mjs';

const pairs = Number(process.argv[2] ?? 3);
const ctx = { log: (m) => console.error(m), pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', tmpDir: mkdtempSync(join(tmpdir(), 'meche-repeat-')) };
const NAMES = (process.env.SCREENS ?? 'clients list,client file,care editor').split(',');

async function lcp(port, url, repeat) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: repeat });
    if (!lhr.runtimeError) {
      const observed = lhr.audits.metrics.details.items[0];
      // Files that came over the wire (not from a cache), apart from the page and the API: what a cache left to fetch.
      const fetched = lhr.audits['network-requests'].details.items.filter((r) => r.transferSize > 0 && r.resourceType !== 'Document' && !new URL(r.url).pathname.startsWith('/api/'));
      return {
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        observedLcpMs: Math.round(observed.observedLargestContentfulPaint),
        observedFcpMs: Math.round(observed.observedFirstContentfulPaint),
        filesFetched: fetched.length,
        bytesFetched: fetched.reduce((sum, r) => sum + r.transferSize, 0),
      };
    }
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

/** Removes the origin's worker and its cache, keeping the HTTP cache: the page then loads as if there were none. */
async function dropWorker(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // As Lighthouse clears storage: from a page's session (the browser's own session refuses this call).
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

const stack = await startFrontStack(ctx, { prefix: 'repeat', build: false });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? LAUNCH.executablePath, chromeFlags: [...LAUNCH.args, '--headless'] });
const results = {};
const before = loadavg().map((v) => v.toFixed(2)).join(' ');
try {
  await seedDemo(ctx, stack.databaseUrl, stack.account.email);
  const list = (await screens(stack.baseUrl, stack.account)).filter((s) => NAMES.includes(s.name));
  for (const screen of list) {
    await setSignedIn(chrome.port, stack.baseUrl, stack.account, screen.signedIn);
    const url = `${stack.baseUrl}${screen.path}`;
    const arms = { worker: [], httpCache: [] };
    for (let i = 0; i < pairs; i++) {
      for (const arm of i % 2 === 0 ? ['worker', 'httpCache'] : ['httpCache', 'worker']) {
        await lcp(chrome.port, url, false);
        await lcp(chrome.port, url, true);
        if (arm === 'httpCache') await dropWorker(chrome.port, stack.baseUrl);
        arms[arm].push(await lcp(chrome.port, url, true));
      }
    }
    results[screen.name] = arms;
    const median = (runs, key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    ctx.log(`${screen.name}: LCP simulated ${median(arms.worker, 'lcpMs')} ms with the worker vs ${median(arms.httpCache, 'lcpMs')} ms without; observed ${median(arms.worker, 'observedLcpMs')} vs ${median(arms.httpCache, 'observedLcpMs')} ms (medians of ${pairs})`);
  }
} finally {
  chrome.kill();
  await stack.stop();
}
console.log(JSON.stringify({ loadAverage: { before, after: loadavg().map((v) => v.toFixed(2)).join(' ') }, pairs, results }, null, 2));
