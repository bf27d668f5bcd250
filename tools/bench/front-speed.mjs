// Front speed: what a practitioner waits for in Chromium against the production build on localhost.
//   - LCP of /login, fresh browser context (empty cache) each run;
//   - click on 'Clients' in the sidebar → first row of the table painted, caches warm (second and later visits);
//   - click on 'Profil' of a client whose questionnaire is entirely filled → the file painted with its answers
//     (the page's code is warm; the client itself was never opened, as when the practitioner opens the next one);
//   - for reference, no target: the same two clicks as the first ones of a fresh session (code + data).
// Each click measure runs from the click event's own timestamp to the first frame painted after the awaited
// DOM appears (MutationObserver, then requestAnimationFrame + a posted message: that task runs after the paint).
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate bodies run in the page */
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { Session } from '../resilience/lib/session.mjs';
import { CONTEXT, LAUNCH } from './lib/chromium.mjs';
import { startFrontStack } from './lib/front-stack.mjs';

export const title = 'Front speed';

const TARGET_LCP_MS = 800;
const TARGET_NAVIGATION_MS = 300;
/** Seeded clients: more than one page of the list (20), every questionnaire answer filled. */
const SEEDED_CLIENTS = 45;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (v) => Math.round(v * 10) / 10;

function row(name, samples, target) {
  const raw = { median: round1(median(samples)), min: round1(Math.min(...samples)), max: round1(Math.max(...samples)), runs: samples.length, samples: samples.map(round1) };
  return {
    name,
    value: `${Math.round(raw.median)} ms (min ${Math.round(raw.min)} · max ${Math.round(raw.max)})`,
    target: `≤ ${target} ms`,
    met: raw.median <= target,
    raw,
  };
}

const informational = (r) => ({ ...r, target: '', met: null });

/** An answer unique to one client and one field, so the page can be checked for it. */
const answer = (i, field) => `Réponse ${field} ${i}`;

async function seedClients(baseUrl, account, fields) {
  const session = new Session({ origin: baseUrl, base: baseUrl }, 'bench');
  await session.login(account.email, account.password);
  // Names sort before anything else, so the full files are the first rows of page 0 (sorted by last name).
  for (let i = 0; i < SEEDED_CLIENTS; i++) {
    const body = {
      firstName: `Camille ${i}`,
      lastName: `Aubert ${String(i).padStart(2, '0')}`,
      sex: i % 2 ? 'M' : 'F',
      email: `client${i}@exemple.fr`,
      mobilePhone: '0612345678',
      birthday: '1985-04-12',
      city: 'Lyon',
      streetName: '12 rue de la République',
      zipCode: '69002',
      comments: 'Cuir chevelu sensible, préfère les soins du matin.',
      ...Object.fromEntries(fields.map((f) => [f, answer(i, f)])),
    };
    await session.ok('POST', '/api/client', body);
  }
}

/** Arms a timer in the page: the next click starts it, the first paint showing `selector` (with `text`) stops it. */
function armPaintTimer(page, { selector, text = null, timeoutMs = 30_000 }) {
  return page.evaluate(
    ({ selector, text, timeoutMs }) => {
      window.__benchPaint = new Promise((resolve, reject) => {
        const matches = () => {
          const el = document.querySelector(selector);
          return Boolean(el && (text === null || el.textContent.includes(text)));
        };
        const afterPaint = () =>
          new Promise((done) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => done(performance.now());
              channel.port2.postMessage(null);
            }),
          );
        let clickAt = null;
        let settled = false;
        const timer = setTimeout(() => reject(new Error(`${selector} not painted within ${timeoutMs} ms`)), timeoutMs);
        const found = async (observer) => {
          if (settled) return;
          settled = true;
          observer?.disconnect();
          const domAt = performance.now();
          const paintAt = await afterPaint();
          clearTimeout(timer);
          // What was fetched meanwhile (code, data), relative to the click: where the time went.
          const requests = performance
            .getEntriesByType('resource')
            .filter((r) => r.startTime >= clickAt)
            .map((r) => ({ url: new URL(r.name).pathname, start: Math.round(r.startTime - clickAt), end: Math.round(r.responseEnd - clickAt) }));
          resolve({ ms: paintAt - clickAt, domMs: domAt - clickAt, requests });
        };
        document.addEventListener(
          'click',
          (event) => {
            clickAt = event.timeStamp;
            const observer = new MutationObserver(() => matches() && found(observer));
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            if (matches()) void found(observer);
          },
          { capture: true, once: true },
        );
      });
    },
    { selector, text, timeoutMs },
  );
}

const readPaintTimer = (page) => page.evaluate(() => window.__benchPaint);

async function measureLcp(browser, baseUrl, runs) {
  const samples = [];
  const detail = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Connecter' }).waitFor();
    // LCP entries stop changing once the page is still; read the last one after a quiet moment.
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const entries = [];
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            const last = entries.at(-1);
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const nav = performance.getEntriesByType('navigation')[0];
            resolve({
              lcp: last ? last.renderTime || last.loadTime || last.startTime : null,
              element: last?.element ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ''}` : null,
              fcp: fcp?.startTime ?? null,
              ttfb: nav?.responseStart ?? null,
              domContentLoaded: nav?.domContentLoadedEventEnd ?? null,
              resources: performance.getEntriesByType('resource').length,
            });
          }, 500);
        }),
    );
    await context.close();
    if (lcp.lcp === null) throw new Error('no largest-contentful-paint entry for /login');
    samples.push(lcp.lcp);
    detail.push(lcp);
  }
  return { samples, detail };
}

async function login(page, baseUrl, account) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const CLIENT_ROW = 'section[aria-labelledby="clients-title"] tbody tr';
const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name, exact: true });

async function goHome(page) {
  await sidebarLink(page, 'Home').click();
  await page.locator(CLIENT_ROW).first().waitFor({ state: 'detached' });
  await page.locator('article[aria-labelledby="client-title"]').waitFor({ state: 'detached' });
}

/**
 * A fresh session (informational): first visit of the list (the remote's code and page 0 of the clients), then,
 * a second later (the time to find a row), the first file opened (the detail page's code and the file).
 */
async function measureFirstVisits(browser, baseUrl, account, runs, lastField) {
  const list = { samples: [], detail: [] };
  const file = { samples: [], detail: [] };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    await login(page, baseUrl, account);
    await armPaintTimer(page, { selector: CLIENT_ROW });
    await sidebarLink(page, 'Clients').click();
    const listTiming = await readPaintTimer(page);
    await page.waitForTimeout(1000);
    const fileTiming = await openClient(page, i, lastField);
    await context.close();
    list.samples.push(listTiming.ms);
    list.detail.push(listTiming);
    file.samples.push(fileTiming.ms);
    file.detail.push(fileTiming);
  }
  return { list, file };
}

async function measureClientsNavigation(page, runs) {
  // First visit: loads the remote's page code and the first page of clients (measured on its own above).
  await armPaintTimer(page, { selector: CLIENT_ROW });
  await sidebarLink(page, 'Clients').click();
  const cold = await readPaintTimer(page);
  const samples = [];
  const detail = [];
  for (let i = 0; i < runs; i++) {
    await goHome(page);
    await armPaintTimer(page, { selector: CLIENT_ROW });
    await sidebarLink(page, 'Clients').click();
    const timing = await readPaintTimer(page);
    samples.push(timing.ms);
    detail.push(timing);
  }
  return { samples, detail, cold };
}

/** Opens row `index` of the list (client 'Aubert NN') and waits for its last questionnaire answer to be painted. */
async function openClient(page, index, lastField) {
  const rowLocator = page.locator(CLIENT_ROW).nth(index);
  const number = Number((await rowLocator.locator('th').textContent()).replace(/\D+/g, ''));
  await armPaintTimer(page, { selector: 'article[aria-labelledby="client-title"]', text: answer(number, lastField) });
  await rowLocator.getByRole('button', { name: 'Profil' }).click();
  return readPaintTimer(page);
}

async function measureClientOpen(page, runs, fields) {
  const lastField = fields.at(-1);
  const backToList = async () => {
    await goHome(page);
    await sidebarLink(page, 'Clients').click();
    await page.locator(CLIENT_ROW).first().waitFor();
  };
  // Warm-up on row 0: the detail page's code is loaded once, as after the first file of the day.
  await backToList();
  const warmUp = await openClient(page, 0, lastField);
  const samples = [];
  const detail = [];
  for (let i = 1; i <= runs; i++) {
    await backToList();
    const timing = await openClient(page, i, lastField);
    samples.push(timing.ms);
    detail.push(timing);
  }
  return { samples, detail, warmUp };
}

/** @param {{ root: string, quick: boolean, log(msg: string): void, pgAdminUrl: string, tmpDir: string }} ctx */
export async function run(ctx) {
  const runs = ctx.quick ? 2 : 5;
  const { QUESTIONNAIRE_FIELDS } = await tsImport(`${ctx.root}libs/contracts/src/client.ts`, import.meta.url);
  const stack = await startFrontStack(ctx, { prefix: 'front_speed' });
  ctx.log(`stack on ${stack.baseUrl}; seeding ${SEEDED_CLIENTS} clients with full questionnaires…`);
  await seedClients(stack.baseUrl, stack.account, QUESTIONNAIRE_FIELDS);

  const browser = await chromium.launch(LAUNCH);
  try {
    ctx.log(`LCP of /login × ${runs}…`);
    const lcp = await measureLcp(browser, stack.baseUrl, runs);

    ctx.log(`first visits of a session (list, then a file) × ${runs}…`);
    const first = await measureFirstVisits(browser, stack.baseUrl, stack.account, runs, QUESTIONNAIRE_FIELDS.at(-1));

    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    await login(page, stack.baseUrl, stack.account);
    ctx.log(`'Clients' → first row × ${runs}…`);
    const nav = await measureClientsNavigation(page, runs);
    ctx.log(`'Profil' → full questionnaire × ${runs}…`);
    const open = await measureClientOpen(page, runs, QUESTIONNAIRE_FIELDS);
    await context.close();

    return {
      rows: [
        row(`LCP /login — median of ${runs}, fresh context`, lcp.samples, TARGET_LCP_MS),
        row(`'Clients' click → first row painted — median of ${runs}, warm`, nav.samples, TARGET_NAVIGATION_MS),
        row(`'Profil' click → full questionnaire painted — median of ${runs}`, open.samples, TARGET_NAVIGATION_MS),
        // The issue's target is for warm caches; first visits (code + data) are shown for reference.
        informational(row(`'Clients' click → first row painted — median of ${runs}, first visit of a session`, first.list.samples, TARGET_NAVIGATION_MS)),
        informational(row(`'Profil' click → full questionnaire painted — median of ${runs}, first file of a session`, first.file.samples, TARGET_NAVIGATION_MS)),
      ],
      details: {
        browser: `chromium ${browser.version()} (headless)`,
        seededClients: SEEDED_CLIENTS,
        questionnaireFields: QUESTIONNAIRE_FIELDS.length,
        lcp: lcp.detail,
        clientsNavigation: { firstVisitInSession: nav.cold, runs: nav.detail },
        firstVisits: { list: first.list.detail, file: first.file.detail },
        clientOpen: { warmUp: open.warmUp, runs: open.detail },
      },
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
