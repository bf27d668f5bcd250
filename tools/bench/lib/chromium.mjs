// How the bench's browser sections launch Chromium: Debian's build with the flags of e2e/playwright.config.ts.

export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const CONTEXT = { locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 } };
