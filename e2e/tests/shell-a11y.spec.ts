import AxeBuilder from '@axe-core/playwright';
import { accounts, expect, login, test } from '../fixtures';

test('login, welcome and profile pass axe (WCAG 2 A/AA) in both themes', async ({ page }) => {
  const audit = async () => {
    // The theme switch fades colours for 120 ms: audit the colours the page settles on, not a frame of the fade.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto('/login');
  expect(await audit()).toEqual([]);
  await login(page, accounts.shell);
  expect(await audit()).toEqual([]);
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  expect(await audit()).toEqual([]);
  await page.goto('/dashboard/user-profile');
  await page.getByRole('button', { name: 'Modifier profil' }).click();
  expect(await audit()).toEqual([]);
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  expect(await audit()).toEqual([]);
});
