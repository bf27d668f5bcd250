import AxeBuilder from '@axe-core/playwright';
import { accounts, expect, login, test } from '../fixtures';

test('the practice settings show the embedded database’s backup made at start, and the key file to copy elsewhere', async ({ page }) => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), 'on PostgreSQL the backups are the server’s (pgBackRest)');
  await login(page, accounts.backups);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Sauvegardes' });
  // The start makes the day's archive in the background: seen at the latest a few reloads later.
  await expect(async () => {
    await page.reload();
    await expect(section.getByText(/^Dernière sauvegarde : le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \([\d,]+ (Ko|Mo)\)\.$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByText(/^Les sauvegardes sont chiffrées avec la clé du fichier «\s*data-backup\.key\s*», à côté du dossier des données\./)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
