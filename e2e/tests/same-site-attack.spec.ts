import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accounts, expect, login, test } from '../fixtures';
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
