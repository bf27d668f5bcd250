import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';

/** Names carry a per-run suffix so a database kept between runs never mixes two runs' rows. */
const run = Date.now().toString(36);
const shampoings = `Shampoings ${run}`;
const lotions = `Lotions ${run}`;

const fact = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

async function addCategory(page: Page, name: string, vat: string) {
  await page.getByRole('link', { name: 'Ajouter une catégorie' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-category$/);
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  await page.getByRole('combobox', { name: 'TVA' }).selectOption({ label: vat });
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(vat);
}

interface NewProduct {
  name: string;
  type: string;
  reference: string;
  price: string;
  category?: string;
  describe?: (page: Page) => Promise<void>;
}

async function addProduct(page: Page, product: NewProduct, screenshot?: string) {
  await page.getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(page.getByRole('heading', { name: 'Ajouter un produit' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom' }).fill(product.name);
  await page.getByRole('textbox', { name: 'Type' }).fill(product.type);
  await page.getByRole('textbox', { name: 'Référence' }).fill(product.reference);
  await page.getByRole('textbox', { name: 'Prix TTC (€)' }).pressSequentially(product.price);
  const select = page.getByRole('combobox', { name: 'Catégorie' });
  await expect(select.locator('option').first()).toHaveText('Selectionnez une catégorie');
  if (product.category) await select.selectOption({ label: product.category });
  await product.describe?.(page);
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product-category$/);
}

/** Bold, a bullet list and a link, typed with the editor's own toolbar. */
async function richDescription(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('Très doux');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Cheveux fins');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Cheveux secs');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Voir la fiche');
  for (let i = 0; i < 'fiche'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Lien' }).click();
  const url = page.locator('.ql-tooltip.ql-editing input[type=text]');
  await url.fill('https://meche.test/fiche');
  await url.press('Enter');
  await expect(editor.locator('strong')).toHaveText('Très doux');
  await expect(editor.locator('li')).toHaveCount(2);
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://meche.test/fiche');
}

async function searchProducts(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(term);
}

test('a practitioner runs the catalogue: categories with VAT, rich products, grouping, edits and deletions', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, accounts.catalogue);

  await page.getByRole('link', { name: 'Produits' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product-category$/);
  await page.getByRole('link', { name: 'Catégories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);
  await addCategory(page, shampoings, 'TVA 20%');
  await addCategory(page, lotions, 'TVA 5,5%');
  const order = await page.getByRole('row').allTextContents();
  expect(order.findIndex((r) => r.includes(lotions))).toBeLessThan(order.findIndex((r) => r.includes(shampoings)));
  await page.screenshot({ path: test.info().outputPath('categories.png'), fullPage: true });

  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product-category$/);
  await addProduct(
    page,
    { name: `Shampoing doux ${run}`, type: 'Shampoing', reference: 'SH-01', price: '12,5', category: `${shampoings} (TVA 20%)`, describe: richDescription },
    'add-product.png',
  );
  await addProduct(page, {
    name: `Lotion tonique ${run}`,
    type: 'Lotion',
    reference: 'LO-01',
    price: '8',
    category: `${lotions} (TVA 5,5%)`,
    describe: async (p) => {
      await p.getByRole('textbox', { name: 'Description' }).click();
      await p.getByRole('button', { name: 'Liste numérotée' }).click();
      await p.keyboard.type('Appliquer le soir');
    },
  });
  await addProduct(page, { name: `Peigne ${run}`, type: 'Accessoire', reference: 'PE-01', price: '3.45' });

  await searchProducts(page, run);
  const shampoingGroup = page.getByRole('region', { name: `${shampoings} (TVA 20%)` });
  await expect(shampoingGroup.getByRole('row', { name: new RegExp(`Shampoing doux ${run}`) })).toContainText('12.50 €');
  await expect(page.getByRole('region', { name: `${lotions} (TVA 5,5%)` })).toContainText(`Lotion tonique ${run}`);
  await expect(page.getByRole('region', { name: 'Sans catégorie (Sans TVA)' })).toContainText(`Peigne ${run}`);
  await expect(page.getByRole('region', { name: 'Sans catégorie (Sans TVA)' })).toContainText('3.45 €');
  await expect(page.getByText(/Page \d+ sur/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('product-list.png'), fullPage: true });

  await searchProducts(page, `doux ${run}`);
  await expect(page.getByRole('cell', { name: `Lotion tonique ${run}` })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `Shampoing doux ${run}` })).toBeVisible();
  await searchProducts(page, `introuvable ${run}`);
  await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();

  await searchProducts(page, `doux ${run}`);
  await page.getByRole('row', { name: new RegExp(`Shampoing doux ${run}`) }).getByRole('link', { name: 'Détails' }).click();
  await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
  await expect(fact(page, 'Prix')).toHaveText('12.50 €');
  await expect(fact(page, 'Catégorie')).toHaveText(shampoings);
  await expect(fact(page, 'TVA')).toHaveText('TVA 20%');
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.locator('strong')).toHaveText('Très doux');
  await expect(description.locator('ul > li')).toHaveText(['Cheveux fins', 'Cheveux secs']);
  const link = description.getByRole('link', { name: 'fiche' });
  await expect(link).toHaveAttribute('href', 'https://meche.test/fiche');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: test.info().outputPath('product-detail.png'), fullPage: true });

  await page.getByRole('button', { name: 'Modifier' }).click();
  const select = page.getByRole('combobox', { name: 'Catégorie' });
  await expect(select.locator('option').first()).toHaveText('-- Choisir une catégorie --');
  await expect(page.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText('Très doux');
  await select.selectOption({ label: `${lotions} (TVA 5,5%)` });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect(fact(page, 'Catégorie')).toHaveText(lotions);
  await expect(fact(page, 'TVA')).toHaveText('TVA 5,5%');
  await expect(description.locator('strong')).toHaveText('Très doux');

  await page.goto('/dashboard/categories');
  const shampoingRow = page.getByRole('row', { name: new RegExp(shampoings) });
  await shampoingRow.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('row', { name: new RegExp(lotions) }).getByRole('button', { name: 'Modifier' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Nom de la catégorie' }).fill(`Shampoings pro ${run}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('cell', { name: `Shampoings pro ${run}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom de la catégorie' })).toHaveCount(0);

  await page.getByRole('row', { name: new RegExp(lotions) }).getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voulez-vous supprimer cette catégorie ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('cell', { name: lotions })).toHaveCount(0);

  await page.getByRole('link', { name: 'Retour' }).click();
  await searchProducts(page, run);
  const uncategorised = page.getByRole('region', { name: 'Sans catégorie (Sans TVA)' });
  await expect(uncategorised).toContainText(`Shampoing doux ${run}`);
  await expect(uncategorised).toContainText(`Lotion tonique ${run}`);
  await expect(uncategorised).toContainText(`Peigne ${run}`);

  await uncategorised.getByRole('row', { name: new RegExp(`Peigne ${run}`) }).getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ce produit ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByRole('cell', { name: `Peigne ${run}` })).toHaveCount(0);
  await expect(uncategorised).toContainText(`Lotion tonique ${run}`);

  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.screenshot({ path: test.info().outputPath('product-list-dark.png'), fullPage: true });
  await page.getByRole('link', { name: 'Ajouter un produit' }).click();
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('Thème sombre');
  await page.screenshot({ path: test.info().outputPath('add-product-dark.png'), fullPage: true });
});
