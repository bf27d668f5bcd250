import AxeBuilder from '@axe-core/playwright';
import { accounts, expect, login, test } from '../fixtures';
import { ORIGIN, post } from '../support/api';

interface StoredProgram {
  cares: { productDTO: { id: number }; acknowledgements: { productId: number; reasons: string[] }[] }[];
}

test('a contraindicated product is flagged, its acknowledgement asked, sent and stored; the API refuses a save without it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await login(page, accounts.contraindications);

  const oilName = `Huile essentielle ${run}`;
  const oil = await post(page.request, '/api/product', {
    name: oilName,
    type: 'Huile',
    refProduct: `HE-${run}`,
    productPrice: 18,
    description: '',
    categoryDTO: null,
  });
  const client = await post(page.request, '/api/client', {
    firstName: 'Jeanne',
    lastName: `Vigilance-${run}`,
    sex: 'F',
    enceinte: 'Oui, 5 mois',
  });

  // The contraindication is ticked in the product's own page.
  await page.goto(`/dashboard/product-detail/${oil.id}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  const field = page.getByRole('group', { name: 'Contre-indications (facultatif)' });
  await field.getByRole('checkbox', { name: 'Grossesse' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Contre-indications', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Grossesse');

  // Without the acknowledgement the server refuses, naming product and reason, and stores nothing.
  const refused = await page.request.post('/api/program', {
    headers: ORIGIN,
    data: { clientId: client.id, programReference: 'Sans confirmation', cares: [{ productDTO: { id: oil.id }, quantity: 1 }] },
  });
  expect(refused.status()).toBe(409);
  const refusal = (await refused.json()) as { message: string; conflicts: unknown[] };
  expect(refusal.message).toContain(`« ${oilName} » (Grossesse)`);
  expect(refusal.conflicts).toEqual([{ careIndex: 0, productId: oil.id, productName: oilName, reasons: ['grossesse'] }]);
  expect(await (await page.request.get(`/api/programs/${client.id}`)).json()).toEqual([]);

  // The editor flags the row and asks before saving.
  await page.goto(`/dashboard/client/${client.id}/add-care`);
  await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
  await picker.getByLabel('Chercher un produit').fill(run);
  await picker.getByRole('row', { name: new RegExp(oilName) }).getByRole('button', { name: 'Ajouter' }).click();
  await picker.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(oilName) })).toContainText('Contre-indiqué : Grossesse');

  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contre-indications à confirmer' });
  await expect(dialog).toContainText(oilName);
  await expect(dialog).toContainText('Grossesse — réponse : « Oui, 5 mois »');
  const checkbox = dialog.getByRole('checkbox', { name: "J'ai pris en compte ces contre-indications pour ce client" });
  await expect(checkbox).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Confirmer et enregistrer' })).toBeDisabled();
  await checkbox.check();
  await dialog.getByRole('button', { name: 'Confirmer et enregistrer' }).click();
  await expect(page.getByText('Programme créé avec succès!')).toBeVisible();

  // Stored with the care: the product and the reason confirmed.
  const programs = (await (await page.request.get(`/api/programs/${client.id}`)).json()) as StoredProgram[];
  expect(programs).toHaveLength(1);
  expect(programs[0]!.cares[0]!.acknowledgements).toMatchObject([{ productId: oil.id, reasons: ['grossesse'] }]);

  // Saved again, it is not asked twice.
  await page.getByRole('row', { name: /New Program/ }).getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme mis à jour avec succès!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
