// Front weight: gzip bytes of the JS and CSS a browser actually fetches for /login, for /dashboard/clients
// (signed in, first row shown) and for a client's photo timeline (12 photos, the comparison open), with the photos'
// own bytes for the last, in the federated production build and — built in the same run — in a monolithic
// build of the same routes without module federation (tools/rspack/monolith.config.mjs). Also each remote's
// exposed chunks and remoteEntry, and proof of one React: the renderers react-dom registers with the devtools
// hook, and the loaded chunks that carry react-dom's code.
// Sizes: the bytes each response delivered (decoded), gzipped here with zlib level 9, 1 KB = 1000 bytes.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { REMOTES, RSPACK_CLI, ROOT } from '../lib/topology.mjs';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { CONTEXT, LAUNCH } from './lib/chromium.mjs';
import { startFrontStack } from './lib/front-stack.mjs';

export const title = 'Front weight';

const TARGET_SHELL_LOGIN_KB = 150;
const TARGET_OVERHEAD = 0.15;

/** A string literal react-dom's client keeps in production (the fiber key on DOM nodes): one per copy. */
const REACT_DOM_MARK = '__reactFiber$';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (ratio) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

/**
 * Installed before any page script: a minimal React devtools hook. Every react-dom copy that starts calls
 * `inject(renderer)` once, so the number of injected renderers is the number of react-dom copies running.
 */
function installReactProbe() {
  const renderers = new Map();
  window.__MECHE_REACT_RENDERERS__ = renderers;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** The rspack production build of the monolith, into `outDir`. */
export function buildMonolith(ctx, outDir) {
  ctx.log('monolith build (no federation)…');
  const logFile = join(ctx.tmpDir, 'monolith-build.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [RSPACK_CLI, 'build', '-c', 'tools/rspack/monolith.config.mjs'], {
    cwd: ROOT,
    env: { ...process.env, MECHE_MONOLITH_OUT: outDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`monolith build failed (${code}); see ${logFile}`))));
  });
}

/**
 * Which shared package (or exposed module) each built file of the four apps carries, from their manifests;
 * keyed by `<project>/<file>` (every remote has a remoteEntry.js).
 */
function fileLabels() {
  const labels = new Map();
  for (const project of ['shell', ...REMOTES.map((r) => r.project)]) {
    const add = (file, label) => labels.set(`${project}/${file}`, [...(labels.get(`${project}/${file}`) ?? []), label]);
    const manifestFile = join(ROOT, 'apps', project, 'dist', 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const item of [...manifest.shared, ...manifest.exposes]) {
      for (const kind of ['js', 'css']) {
        for (const file of [...item.assets[kind].sync, ...item.assets[kind].async]) add(file, `${manifest.name}:${item.name}`);
      }
    }
    if (manifest.metaData.remoteEntry?.name) add(manifest.metaData.remoteEntry.name, `${manifest.name}:remoteEntry`);
  }
  return labels;
}

/**
 * Opens `path` in a fresh context (empty cache) and records every script and stylesheet response until
 * `ready(page)` holds and the network is idle.
 */
async function measurePage(browser, baseUrl, path, ready, storageState) {
  const context = await browser.newContext({ ...CONTEXT, ...(storageState ? { storageState } : {}) });
  await context.addInitScript(installReactProbe);
  const page = await context.newPage();
  const pending = [];
  const photos = [];
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (/\/api\/photo\/\d+\/(thumbnail|image)$/.test(response.url())) {
      photos.push(response.body().then((body) => body.length, () => 0));
      return;
    }
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, status: response.status(), bytes: body.length, gzip: gzipBytes(body), reactDom: body.includes(REACT_DOM_MARK) }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const renderers = await page.evaluate(() =>
      [...window.__MECHE_REACT_RENDERERS__.values()].map((r) => ({ version: r.version, package: r.rendererPackageName })),
    );
    const files = (await Promise.all(pending)).filter(Boolean);
    const sum = (type, key) => files.filter((f) => f.type === type).reduce((s, f) => s + f[key], 0);
    return {
      path,
      js: { gzip: sum('script', 'gzip'), raw: sum('script', 'bytes'), files: files.filter((f) => f.type === 'script').length },
      css: { gzip: sum('stylesheet', 'gzip'), raw: sum('stylesheet', 'bytes'), files: files.filter((f) => f.type === 'stylesheet').length },
      reactRenderers: renderers,
      reactDomChunks: files.filter((f) => f.reactDom).map((f) => f.url),
      // Photos come as JPEG (already compressed): their bytes as delivered.
      photos: await Promise.all(photos).then((sizes) => ({ count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) })),
      consoleErrors: errors,
      files,
    };
  } finally {
    await context.close();
  }
}

/** Signs in through the login page once and keeps the cookies and the stored user for the measured visits. */
async function signedInState(browser, baseUrl, account) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await page.waitForURL(/\/dashboard/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const loginReady = (page) => page.getByRole('button', { name: 'Connecter' }).waitFor();
const clientsReady = (page) => page.getByRole('rowheader').first().waitFor();
/** The timeline shown with every thumbnail decoded, and the comparison's two images. */
async function timelineReady(page) {
  await page.getByRole('region', { name: 'Comparaison' }).waitFor();
  await page.waitForFunction((expected) => {
    const images = [...document.querySelectorAll('img[src^="data:"]')];
    return images.length >= expected && images.every((img) => img.complete && img.naturalWidth > 0);
  }, TIMELINE_PHOTOS + 2);
}

/** The photo timeline page: 2 photos in each of the 6 zones, so the comparison opens. */
const TIMELINE_PHOTOS = 12;
const ZONES = ['Front', 'Sommet', 'Couronne', 'Tempe gauche', 'Tempe droite', 'Nuque'];

/** Uploads the timeline's photos as the front does (the JPEG as the body, metadata in the query). */
async function seedPhotos(session, baseUrl, clientId) {
  const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  for (let i = 0; i < TIMELINE_PHOTOS; i++) {
    const query = new URLSearchParams({ takenOn: `2026-0${1 + Math.floor(i / ZONES.length)}-15`, zone: ZONES[i % ZONES.length] });
    const response = await fetch(`${baseUrl}/api/client/${clientId}/photos?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', origin: baseUrl, cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: jpeg,
    });
    if (response.status !== 201) throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
  }
}

async function measureBuild(browser, label, baseUrl, account, log, clientId) {
  log(`${label}: /login, /dashboard/clients and a photo timeline in Chromium…`);
  const login = await measurePage(browser, baseUrl, '/login', loginReady);
  const state = await signedInState(browser, baseUrl, account);
  const clients = await measurePage(browser, baseUrl, '/dashboard/clients', clientsReady, state);
  const timeline = await measurePage(browser, baseUrl, `/dashboard/client/${clientId}?suivi=photos`, timelineReady, state);
  return { login, clients, timeline };
}

/** Each remote's exposed module (sync + async chunks, JS and CSS) and its remoteEntry, gzip, from its dist. */
function remoteSizes() {
  return REMOTES.map((remote) => {
    const dist = join(ROOT, 'apps', remote.project, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    const size = (file) => gzipBytes(readFileSync(join(dist, file)));
    const sum = (files) => files.reduce((s, f) => s + size(f), 0);
    // sync: loaded with the module; async: its lazy pages (the manifest lists both).
    const exposes = manifest.exposes.map(({ name, assets }) => ({
      name,
      js: { sync: sum(assets.js.sync), async: sum(assets.js.async) },
      css: { sync: sum(assets.css.sync), async: sum(assets.css.async) },
      files: [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async],
    }));
    const shared = manifest.shared.flatMap((item) => [...item.assets.js.sync, ...item.assets.js.async].map((f) => ({ name: item.name, file: f, gzip: size(f) })));
    return { remote: remote.name, exposes, remoteEntry: size(manifest.metaData.remoteEntry.name), sharedFallbacks: shared };
  });
}

const total = (page) => page.js.gzip + page.css.gzip;

export async function run(ctx) {
  const monolithDir = join(ctx.tmpDir, 'monolith');
  // The federated apps through nx (cache hits after 'builds'), then the monolith from the same sources.
  const stack = await startFrontStack(ctx, { prefix: 'weight' });
  await buildMonolith(ctx, monolithDir);
  const monolithPort = await freePort(0);
  const monolithApi = await startApi({
    databaseUrl: stack.databaseUrl,
    port: monolithPort,
    logFile: join(ctx.tmpDir, 'monolith-api.log'),
    env: { STATIC_DIR: monolithDir, LOG_LEVEL: 'warn', LOGIN_MAX_ATTEMPTS: '100000', LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
  });
  const monolithUrl = `http://localhost:${monolithPort}`;

  // One client, so the list has a first row to show.
  const session = new Session({ origin: stack.baseUrl, base: stack.baseUrl }, 'weight');
  await session.login(stack.account.email, stack.account.password);
  const client = await session.ok('POST', '/api/client', { firstName: 'Camille', lastName: 'Aubert', sex: 'F' });
  await seedPhotos(session, stack.baseUrl, client.id);

  const browser = await chromium.launch(LAUNCH);
  let federated;
  let monolith;
  try {
    federated = await measureBuild(browser, 'federated', stack.baseUrl, stack.account, ctx.log, client.id);
    monolith = await measureBuild(browser, 'monolith', monolithUrl, stack.account, ctx.log, client.id);
  } finally {
    await browser.close();
    await monolithApi.stop();
  }
  const remotes = remoteSizes();

  // Label the federated files with the shared package / exposed module they carry (details only).
  const labels = fileLabels();
  const projectOfPort = new Map([[String(stack.ports.api), 'shell'], ...REMOTES.map((r) => [String(stack.ports[r.name]), r.project])]);
  for (const page of [federated.login, federated.clients, federated.timeline]) {
    for (const file of page.files) {
      const url = new URL(file.url);
      file.carries = labels.get(`${projectOfPort.get(url.port)}/${url.pathname.split('/').pop()}`) ?? [];
    }
    // gzip KB by what the file carries ('<app> own code' for the app's entry, bootstrap and page chunks).
    const bytes = {};
    for (const file of page.files) {
      const key = file.carries.join(' + ') || `${projectOfPort.get(new URL(file.url).port)} own code`;
      bytes[key] = (bytes[key] ?? 0) + file.gzip;
    }
    page.byPackageKB = Object.fromEntries(Object.entries(bytes).map(([key, b]) => [key, Math.round(b / 100) / 10]));
  }

  const loginOverhead = total(federated.login) / total(monolith.login) - 1;
  const clientsOverhead = total(federated.clients) / total(monolith.clients) - 1;
  const timelineOverhead = total(federated.timeline) / total(monolith.timeline) - 1;
  const renderers = Math.max(federated.login.reactRenderers.length, federated.clients.reactRenderers.length);
  const reactDomChunks = federated.clients.reactDomChunks.length;
  const oneReact = federated.clients.reactRenderers.length === 1 && reactDomChunks === 1 && federated.login.reactRenderers.length === 1;

  const pageRow = (name, fed, mono, overhead) => ({
    name,
    value: `${kb(total(fed))} (JS ${kb(fed.js.gzip)} · CSS ${kb(fed.css.gzip)}) · monolith ${kb(total(mono))} · ${pct(overhead)}`,
    target: `≤ ${pct(TARGET_OVERHEAD)} over the monolith`,
    met: overhead <= TARGET_OVERHEAD,
    raw: { federated: { js: fed.js, css: fed.css }, monolith: { js: mono.js, css: mono.css }, overhead },
  });

  const rows = [
    {
      name: 'shell initial JS for /login — gzip',
      value: `${kb(federated.login.js.gzip)} in ${federated.login.js.files} files (monolith ${kb(monolith.login.js.gzip)})`,
      target: `≤ ${TARGET_SHELL_LOGIN_KB} KB`,
      met: federated.login.js.gzip <= TARGET_SHELL_LOGIN_KB * 1000,
      raw: { federated: federated.login.js, monolith: monolith.login.js },
    },
    pageRow('/login JS+CSS — federated · monolith · overhead', federated.login, monolith.login, loginOverhead),
    pageRow('/dashboard/clients JS+CSS (signed in, first row) — federated · monolith · overhead', federated.clients, monolith.clients, clientsOverhead),
    pageRow(
      `photo timeline (/dashboard/client/:id?suivi=photos, ${TIMELINE_PHOTOS} photos, comparison open) JS+CSS — federated · monolith · overhead`,
      federated.timeline,
      monolith.timeline,
      timelineOverhead,
    ),
    {
      name: `photo timeline — photos fetched (${TIMELINE_PHOTOS} thumbnails + the comparison's 2 images), JPEG bytes`,
      value: `${federated.timeline.photos.count} responses · ${kb(federated.timeline.photos.bytes)}`,
      target: '',
      met: null,
      raw: federated.timeline.photos,
    },
    ...remotes.map((r) => ({
      name: `remote ${r.remote} — exposed module (+ its lazy chunks) · remoteEntry`,
      value:
        r.exposes
          .map((e) => `./${e.name} JS ${kb(e.js.sync)} (+ ${kb(e.js.async)}) · CSS ${kb(e.css.sync)} (+ ${kb(e.css.async)})`)
          .join(', ') + ` · remoteEntry ${kb(r.remoteEntry)}`,
      target: '',
      met: null,
      raw: r,
    })),
    {
      name: 'one React copy — react-dom renderers · chunks with react-dom (/dashboard/clients)',
      value: `${renderers} renderer (${federated.clients.reactRenderers.map((r) => r.version).join(', ')}) · ${reactDomChunks} chunk`,
      target: '1 · 1',
      met: oneReact,
      raw: { login: federated.login.reactRenderers, clients: federated.clients.reactRenderers, reactDomChunks: federated.clients.reactDomChunks },
    },
  ];
  const errors = [federated, monolith].flatMap((build) => [...build.login.consoleErrors, ...build.clients.consoleErrors, ...build.timeline.consoleErrors]);
  if (errors.length) ctx.log(`console errors during the visits: ${errors.join(' | ')}`);
  return {
    rows,
    details: { gzip: 'zlib level 9 of the decoded response bodies; 1 KB = 1000 bytes', federated, monolith, consoleErrors: errors },
  };
}
