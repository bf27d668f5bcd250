import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';

interface Export {
  client: { id: number; lastName: string; stress: string | null; pelade: string | null };
  programs: { id: number; programReference: string; cares: { productDTO: { id: number }; timeSlot: string[] }[] }[];
}

test("'Exporter' on the client file downloads client-<id>.zip holding client-<id>.json with the questionnaire and the programmes", async ({
  page,
}) => {
  await login(page, accounts.forms);
  const run = Date.now().toString(36);
  const product = await post(page.request, '/api/product', {
    name: `Export ${run}`,
    type: 'Soin',
    refProduct: 'EXP',
    productPrice: 4,
    description: '',
    categoryDTO: null,
  });
  const client = await post(page.request, '/api/client', {
    firstName: 'Rose',
    lastName: `Export-${run}`,
    sex: 'F',
    stress: 'Oui, au travail',
    pelade: 'Non',
  });
  const program = await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 2, timeSlot: ['Soir'], daysOfWeek: ['TUESDAY'], weeks: [1] }],
  });

  await page.goto(`/dashboard/client/${client.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter' }).click()]);
  expect(download.suggestedFilename()).toBe(`client-${client.id}.zip`);
  const files = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(files)).toEqual([`client-${client.id}.json`]);
  const exported = JSON.parse(new TextDecoder().decode(files[`client-${client.id}.json`])) as Export;
  expect(exported.client).toMatchObject({ id: client.id, lastName: `Export-${run}`, stress: 'Oui, au travail', pelade: 'Non' });
  expect(exported.programs).toHaveLength(1);
  expect(exported.programs[0]).toMatchObject({ id: program.id, programReference: `Cure ${run}` });
  expect(exported.programs[0]!.cares).toMatchObject([{ productDTO: { id: product.id }, timeSlot: ['Soir'] }]);
});
