import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_SMTP_PORT } from './support/stack';

/** Debian's Chromium, not a downloaded one (TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser's time zone, and the test process's too: 'today' in a test is the day the page shows, also
 * in the hour around midnight when Paris and the machine's clock (often UTC) are on different days. The
 * stack inherits it; the API has no local-time logic (timestamps with time zone, birthdays checked against
 * the latest 'today' on Earth), so its answers do not depend on it. */
const TIME_ZONE = 'Europe/Paris';
process.env.TZ = TIME_ZONE;

// The stack sends its mail to the loopback SMTP server the mail spec starts; for the other specs nothing listens there
// and messages simply wait in the queue.
process.env.SMTP_URL ??= `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
process.env.MAIL_FROM ??= 'Mèche <rappels@e2e.meche.test>';

// Runs in one checkout can overlap (each waits for the stack lock): each keeps its own artifacts.
// Set once in the main process; workers inherit it.
process.env.E2E_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, '-');

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  globalSetup: './global-setup.ts',
  // One worker: a test may stop a remote's server, which every other test would notice.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the one summary line CI prints (tools/test-summary.mjs).
  reporter: [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: TIME_ZONE,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
