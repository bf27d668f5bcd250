import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { Account } from './support/accounts';

export { expect } from '@playwright/test';
export { accounts, type Account } from './support/accounts';
export { startRemote, stopRemote } from './support/stack';

/** Signs in through the login page and waits for the dashboard's welcome card. */
export async function login(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Bonjour, ${account.name}!` })).toBeVisible();
}

/**
 * The browser reports every 4xx answer of the API as a console error; the tests assert what the
 * page shows for those, so they are not problems in themselves.
 */
function isApiClientError(message: ConsoleMessage): boolean {
  return (
    /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
    /\/api\//.test(message.location().url)
  );
}

/** In every document: a Content-Security-Policy violation becomes a console error the guard reports. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
  });
}

const isCspProblem = (text: string) => /^CSP violation|Refused to/.test(text);

export interface PageGuard {
  /** Console errors matching this are expected in the current test (e.g. a remote that is down). */
  allowConsoleError(pattern: RegExp): void;
  readonly allowed: readonly RegExp[];
  /** A native dialog of this type is expected (the browser's own question before leaving unsaved work): accepted. */
  acceptDialog(type: 'beforeunload'): void;
  readonly acceptedDialogs: readonly string[];
}

/**
 * `page` fails the test on any uncaught page error, console error, CSP violation (in any page of its context)
 * or native dialog (alerts and confirms must be the app's own accessible dialog and toasts).
 */
export const test = base.extend<{ pageGuard: PageGuard }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  pageGuard: async ({}, provide) => {
    const allowed: RegExp[] = [];
    const acceptedDialogs: string[] = [];
    await provide({
      allowed,
      allowConsoleError: (pattern) => void allowed.push(pattern),
      acceptedDialogs,
      acceptDialog: (type) => void acceptedDialogs.push(type),
    });
  },
  page: async ({ page, pageGuard }, provide) => {
    const problems: string[] = [];

    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || isApiClientError(message)) return;
      if (pageGuard.allowed.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    // Popups and extra pages of the test (print windows, printed copies) are held to the same policy.
    await page.context().addInitScript(reportCspViolations);
    page.context().on('page', (other) =>
      other.on('console', (message) => {
        if (isCspProblem(message.text())) problems.push(`${message.text()} (${message.location().url})`);
      }),
    );
    page.on('dialog', (dialog) => {
      if (pageGuard.acceptedDialogs.includes(dialog.type())) return void dialog.accept();
      problems.push(`native ${dialog.type()} dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });

    await provide(page);
    expect(problems, 'page errors, console errors or native dialogs').toEqual([]);
  },
});
