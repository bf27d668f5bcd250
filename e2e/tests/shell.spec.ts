import { request as playwrightRequest } from '@playwright/test';
import { accounts, expect, login, startRemote, stopRemote, test } from '../fixtures';
import { BASE_URL } from '../support/stack';

const longFrenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

test.describe('sign in', () => {
  test('the home page leads to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('a practitioner signs in and sees the welcome card with today’s date', async ({ page }) => {
    await login(page, accounts.shell);
    const card = page.getByRole('main');
    await expect(card.getByText(longFrenchDate(new Date()), { exact: false })).toBeVisible();
    await expect(card.getByText(/plateforme de gestion de clients/)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: accounts.shell.email, name: accounts.shell.name, role: 'USER' });
    expect(typeof stored.userId).toBe('number');
  });

  test('a wrong password says so and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(accounts.shell.email);
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(password).toHaveValue('pas-le-bon-mot-de-passe');
  });

  test('the dashboard sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/dashboard/clients');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Connecter' })).toBeVisible();
  });

  test('an unknown address shows the error fallback with a link home', async ({ page, pageGuard }) => {
    // The fallback logs the routing error it shows; that log is the point here, not a problem.
    pageGuard.allowConsoleError(/.*/);
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  });

  test('/unauthorized explains the refusal', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Accés non-autorisé !' })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas l'autorisation d'accéder à cette page.")).toBeVisible();
  });
});

test.describe('dashboard', () => {
  test('the dark theme survives a reload', async ({ page }) => {
    await login(page, accounts.shell);
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Thème sombre' });
    const initial = await html.getAttribute('data-theme');
    if (initial === 'dark') await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(36, 36, 36)');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(245, 245, 245)');
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Déconnexion asks first, then signs out', async ({ page }) => {
    await login(page, accounts.shell);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sidebar reaches a page of each remote inside the layout', async ({ page }) => {
    await login(page, accounts.shell);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(page.getByText('Aucun client trouvé.')).toBeVisible();
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-category$/);
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });

  test('exactly one copy of React serves the shell and every remote', async ({ page }) => {
    await login(page, accounts.shell);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();

    const shared = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn: string[] };
      // instance → share scope → package → version → what was provided
      type ShareScopes = Record<string, Record<string, Record<string, Shared>>>;
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareScopes> } }).__FEDERATION__;
      const found: Record<string, { version: string; from: string; loaded: boolean; useIn: string[] }[]> = {};
      // The router is shared under 'react-router-dom' (tools/rspack/react-router-facade.mjs); react-router is no key.
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@meche/runtime']) {
            for (const [version, info] of Object.entries(packages[name] ?? {})) {
              if (info.loaded) (found[name] ??= []).push({ version, from: info.from, loaded: true, useIn: info.useIn });
            }
          }
        }
      }
      return found;
    });
    for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@meche/runtime']) {
      expect(shared[name], name).toHaveLength(1);
      expect(shared[name]![0]!.from, name).toBe('shell');
    }
    expect(shared.react![0]!.useIn).toEqual(expect.arrayContaining(['shell', 'clients', 'catalogue']));
    // No remote origin served a React build of its own.
    const remoteScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /:420[1-3]\//.test(url) && url.endsWith('.js')),
    );
    expect(remoteScripts.length).toBeGreaterThan(0);
    for (const url of remoteScripts) {
      const body = await (await fetch(url)).text();
      expect(body, url).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    }
  });
});

test.describe('profile', () => {
  test('view, edit then cancel, edit then save', async ({ page }) => {
    const me = accounts.shellProfile;
    await login(page, me);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-profile$/);
    await expect(page.getByText(me.email)).toBeVisible();
    await expect(page.getByText('Non spécifié')).toBeVisible();

    await page.getByRole('button', { name: 'Modifier profil' }).click();
    await page.getByLabel('Nom').fill('Nom abandonné');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText(me.name)).toBeVisible();
    await expect(page.getByText('Nom abandonné')).toHaveCount(0);

    await page.getByRole('button', { name: 'Modifier profil' }).click();
    await page.getByLabel('Nom').fill('Julien Moreau-Roy');
    await page.getByLabel('Téléphone').fill('06 12a34');
    await expect(page.getByLabel('Téléphone')).toHaveValue('061234');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByRole('button', { name: 'Modifier profil' })).toBeVisible();
    await expect(page.getByText('Julien Moreau-Roy')).toBeVisible();
    await expect(page.getByText('061234')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Julien Moreau-Roy')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Bonjour, Julien Moreau-Roy!' })).toBeVisible();
  });

  test('a server 400 shows its message under the field, and nothing typed is lost', async ({ page }) => {
    await login(page, accounts.spare2);
    await page.goto('/dashboard/user-profile');
    await page.getByRole('button', { name: 'Modifier profil' }).click();
    const email = page.getByLabel('Email');
    await expect(page.getByLabel('Mot de passe actuel')).toHaveCount(0);
    // Another practitioner's address: valid for the browser, refused by the server once the password is right.
    await email.fill(accounts.spare1.email);
    await page.getByLabel('Nom').fill('Léa Petit-Martin');
    const password = page.getByLabel('Mot de passe actuel');
    await password.fill('pas le bon');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(password).toHaveAccessibleDescription("Nécessaire pour changer d'email. Mot de passe incorrect.");
    await expect(page.getByText('Cet email est déjà utilisé.')).toHaveCount(0);

    await password.fill(accounts.spare2.password);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Cet email est déjà utilisé.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Cet email est déjà utilisé.');
    await expect(email).toHaveValue(accounts.spare1.email);
    await expect(page.getByLabel('Nom')).toHaveValue('Léa Petit-Martin');
  });
});

test('a session revoked on the server sends the user to /login with storage cleared', async ({ page, context }) => {
  await login(page, accounts.shellSession);
  // The same cookies, used from outside the page, end the session on the server.
  const outside = await playwrightRequest.newContext({ baseURL: BASE_URL, storageState: await context.storageState() });
  const response = await outside.post('/api/logout', { headers: { Origin: BASE_URL } });
  expect(response.ok()).toBe(true);
  await outside.dispose();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a remote that is down shows “Module indisponible” in the layout while the rest works', async ({ page, pageGuard }) => {
  pageGuard.allowConsoleError(/ERR_CONNECTION_REFUSED|Failed to fetch|RUNTIME-00\d|catalogue/);
  await login(page, accounts.shell);
  await stopRemote('catalogue');
  try {
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();

    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(page.getByText('Aucun client trouvé.')).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('button', { name: 'Modifier profil' })).toBeVisible();

    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    await startRemote('catalogue');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toHaveCount(0);
  } finally {
    await startRemote('catalogue');
  }
});

test('below a client’s page, a programmes remote that is down leaves the client page working', async ({ page, pageGuard }) => {
  pageGuard.allowConsoleError(/ERR_CONNECTION_REFUSED|Failed to fetch|RUNTIME-00\d|programmes/);
  await login(page, accounts.spare1);
  const created = await page.request.post('/api/client', {
    headers: { Origin: BASE_URL },
    data: { firstName: 'Agathe', lastName: 'Remy', sex: 'F' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await stopRemote('programmes');
  try {
    await page.goto(`/dashboard/client/${id}/add-care`);
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    await expect(page.getByText('Agathe', { exact: false }).first()).toBeVisible();
    await startRemote('programmes');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toHaveCount(0);
  } finally {
    await startRemote('programmes');
  }
});
