import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';
import { BASE_URL, REMOTE_PORTS } from '../support/stack';

/** A hostile page on another port of the same host: same site, so the SameSite=Strict cookies go with its requests. */
async function serveAttackPage(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, server };
}

test('a page on another port of the same host cannot sign the practitioner out through /api/logou%74', async ({ page, pageGuard }) => {
  const me = accounts.sameSite;
  await login(page, me);
  // The refused post is the attack page's navigation: the browser reports it, and the favicon it then asks
  // for next to the JSON answer, as failed loads.
  pageGuard.allowConsoleError(/Failed to load resource: the server responded with a status of 40[04]/);
  // The escape is past /api: the session cookies are scoped to that path, and this attack carries them.
  const attack = await serveAttackPage(
    `<!doctype html><title>Offre</title><form method="post" action="${BASE_URL}/api/logou%74"></form>` +
      '<script>document.forms[0].submit()</script>',
  );
  try {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/logou%74'));
    await page.goto(attack.url);
    const response = await answered;
    expect(response.request().method()).toBe('POST');
    // The attack had everything it needed: the session cookies went along.
    expect((await response.request().allHeaders()).cookie ?? '').toMatch(/meche_access=/);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: 'Requête invalide.' });
  } finally {
    attack.server.close();
  }

  // Back in the app: still signed in, and the API still answers with this session.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Bonjour, ${me.name}!` })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(me.email)).toBeVisible();
});

test('the session cookies go to the API only, not to the remotes’ servers on other ports of the same host', async ({ page }) => {
  const me = accounts.sameSite;
  const sent: { url: string; cookie: string }[] = [];
  page.on('request', (request) => {
    void request.allHeaders().then((headers) => sent.push({ url: request.url(), cookie: headers.cookie ?? '' }));
  });
  await login(page, me);
  // The clients page loads its remote's entry and chunks from its own port.
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  const remote = `:${REMOTE_PORTS.clients}/`;
  await expect.poll(() => sent.filter((r) => r.url.includes(remote)).length).toBeGreaterThan(0);
  expect(sent.filter((r) => r.url.includes(remote) && /meche_/.test(r.cookie))).toEqual([]);
  // Nor the shell's own pages and files: only /api.
  expect(sent.filter((r) => r.url.startsWith(BASE_URL) && !r.url.startsWith(`${BASE_URL}/api/`) && /meche_/.test(r.cookie))).toEqual([]);
  expect(sent.some((r) => r.url.startsWith(`${BASE_URL}/api/`) && /meche_access=/.test(r.cookie))).toBe(true);
});

test('a page on another port of the same host cannot write reads into the audit log (<img>, or a link to the file)', async ({ page, pageGuard }) => {
  const me = accounts.sameSite;
  await login(page, me);
  // The API's Cross-Origin-Resource-Policy keeps its answers from the attack page's images (reported as blocked);
  // the refused file and the favicon asked next to it are failed loads too.
  pageGuard.allowConsoleError(/ERR_BLOCKED_BY_RESPONSE|ERR_CONNECTION_REFUSED|status of 40[34]/);
  const client = await post(page.request, '/api/client', { firstName: 'Lou', lastName: `Image-${Date.now().toString(36)}`, sex: 'F' });
  const trail = async () => ((await (await page.request.get(`/api/client/${client.id}/audit`)).json()) as { action: string }[]).map((e) => e.action);
  expect(await trail()).toEqual(['create']);

  const file = `${BASE_URL}/api/client/${client.id}`;
  const targets = [file, `${file}/photos`];
  // Done either way: answered, or answered and then blocked from the page (its headers are not reported then).
  const ended = targets.map(
    (url) =>
      new Promise<Request>((resolve) => {
        const end = (request: Request) => void (request.url() === url && resolve(request));
        page.on('requestfinished', end);
        page.on('requestfailed', end);
      }),
  );
  const images = await serveAttackPage(`<!doctype html><title>Offre</title>${targets.map((url) => `<img src="${url}">`).join('')}`);
  // Then the page sends the browser to the file itself: the answer is the page, so its status shows.
  const link = await serveAttackPage(`<!doctype html><title>Offre</title><script>location = ${JSON.stringify(file)}</script>`);
  try {
    await page.goto(images.url);
    await Promise.all(ended);

    const answered = page.waitForResponse((response) => response.url() === file);
    await page.goto(link.url);
    const response = await answered;
    // The request had everything it needed — the session cookies went along — and the browser named its origin.
    expect((await response.request().allHeaders()).cookie ?? '').toMatch(/meche_access=/);
    expect(await response.request().headerValue('sec-fetch-site')).toBe('same-site');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'Consultation refusée : la demande ne vient pas de l’application Mèche.' });
  } finally {
    images.server.close();
    link.server.close();
  }
  expect(await trail()).toEqual(['create']);

  // The app's own page still reads the file, and that read is audited.
  await page.goto(`/dashboard/client/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Lou Image-/ })).toBeVisible();
  await expect.poll(trail).toContain('read');
});
