import AxeBuilder from '@axe-core/playwright';
import { accounts, expect, login, test } from '../fixtures';

/** A 40 × 20 px PNG: what a practitioner's logo file is, small. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWPY4Gg3IIhh1GLH0aDeMJq47Eazk+NoAbJhtMi0G60kHEerRbvhXy0CAOrHsw48LY+BAAAAAElFTkSuQmCC',
  'base64',
);

const seriousViolations = async (page: Parameters<typeof login>[0]) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

test('a new practitioner’s dashboard counts nothing yet and leads to the practice settings, which keep what is saved', async ({ page }) => {
  await login(page, accounts.settings);
  const summary = page.getByRole('region', { name: 'Votre cabinet' });
  await expect(summary.getByRole('link', { name: /^0 client Voir les clients/ })).toHaveAttribute('href', '/dashboard/clients');
  await expect(summary.getByText('Aucun programme pour l’instant', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await summary.getByRole('link', { name: 'Réglages du cabinet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Réglages du cabinet' })).toBeVisible();
  // The sidebar keeps the spec's labels.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link')).toHaveText(['Home', 'Profile', 'Messages', 'Ajouter Client', 'Clients', 'Produits', 'Agenda']);

  await page.getByLabel('SIRET').fill('1234');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Le SIRET compte 14 chiffres.')).toBeVisible();

  await page.getByLabel('Nom du cabinet').fill('Institut Lumière');
  await page.getByLabel('Adresse').fill('3 place Bellecour\n69002 Lyon');
  await page.getByLabel('Téléphone').fill('04 78 00 00 00');
  await page.getByLabel('SIRET').fill('123 456 789 00012');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Réglages enregistrés.')).toBeVisible();

  await page.getByLabel(/Choisir un logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: 'Aperçu du nouveau logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le logo' }).click();
  await expect(page.getByText('Logo enregistré.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo actuel du cabinet' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Nom du cabinet')).toHaveValue('Institut Lumière');
  await expect(page.getByLabel('SIRET')).toHaveValue('12345678900012');
  await expect(page.getByRole('img', { name: 'Logo actuel du cabinet' })).toBeVisible();

  await page.getByRole('button', { name: 'Retirer le logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByText('Aucun logo enregistré', { exact: false })).toBeVisible();
});

test('the demo account opens on a populated practice whose latest programme is one click away', async ({ page }) => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), 'the demo practice is created on the embedded database only');
  await login(page, { email: 'demo@meche.test', password: 'meche-demo', name: 'Camille Martin' });
  const summary = page.getByRole('region', { name: 'Votre cabinet' });
  await expect(summary.getByRole('link', { name: /^40 clients/ })).toBeVisible();
  await expect(summary.getByRole('link', { name: /^20 produits/ })).toBeVisible();
  await expect(summary.getByText('6 programmes')).toBeVisible();
  const latest = summary.getByRole('list').last().getByRole('link').first();
  await latest.click();
  // The programme itself, open in its client's editor (issue 29), not the top of the client file.
  await expect(page).toHaveURL(/\/dashboard\/client\/\d+\/add-care\?programme=\d+$/);
});
