import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_FIELD_LABELS, IMPORT_REQUIRED_FIELDS, PRODUCT_IMPORT_FIELDS, type ImportPreview } from '@meche/contracts';
import { api, pageOf, product, renderRemote, server, shampoings } from '@meche/testing';
import { routes } from '../routes';

const PATH = '/dashboard/product-category';

const preview: ImportPreview = {
  kind: 'products',
  format: 'xlsx',
  encoding: null,
  separator: null,
  headers: ['Désignation', 'Type', 'Réf.', 'Prix TTC', 'Famille', 'Taux de TVA'],
  mapping: { Désignation: 'name', Type: 'type', 'Réf.': 'refProduct', 'Prix TTC': 'productPrice', Famille: 'category', 'Taux de TVA': 'tva' },
  fields: PRODUCT_IMPORT_FIELDS.map((field) => ({ field, label: IMPORT_FIELD_LABELS[field], required: IMPORT_REQUIRED_FIELDS.includes(field) })),
  total: 2,
  rows: [
    { line: 2, values: { name: 'Lotion fortifiante', type: 'Soin', refProduct: 'LF-1', productPrice: 12.5, category: 'Lotions', tva: 'TVA5,5%' } },
    { line: 3, values: { name: 'Brosse', type: 'Accessoire', refProduct: 'BR-2', productPrice: 1250, category: null, tva: null } },
  ],
  errors: [],
  errorCount: 0,
  refusedRows: 0,
  duplicates: [],
  duplicateCount: 0,
};

function serve() {
  let listReads = 0;
  const exports: unknown[] = [];
  server.use(
    http.get(api('/products'), () => (++listReads, HttpResponse.json(pageOf([product({ id: 1, name: 'Shampoing doux', categoryDTO: shampoings })])))),
    http.post(api('/import/products/preview'), () => HttpResponse.json(preview)),
    http.post(api('/import/products'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('duplicates')).toBe('skip');
      return HttpResponse.json({ created: 2, merged: 0, skipped: 0 });
    }),
    http.post(api('/export/products'), async ({ request }) => {
      exports.push(await request.json());
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'Content-Disposition': 'attachment; filename="meche-products-2026-11-25.xlsx"' },
      });
    }),
  );
  return { listReads: () => listReads, exports };
}

describe("'Importer' and 'Exporter' on the products list", { timeout: 20_000 }, () => {
  it('previews products with their category and VAT as the catalogue shows them, imports them and reads the list again', async () => {
    const { listReads } = serve();
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('region', { name: 'Shampoings (TVA 20%)' });
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des produits' });

    await user.upload(
      within(dialog).getByLabelText('Choisir le fichier à importer'),
      new File(['PK'], 'produits.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );

    expect(await within(dialog).findByText('Excel (XLSX)')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Famille »' })).toHaveDisplayValue('Catégorie');
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('row', { name: /Lotion fortifiante/ })).toHaveTextContent('Lotion fortifianteSoinLF-112.50 €LotionsTVA 5,5%');
    expect(within(table).getByRole('row', { name: /Brosse/ })).toHaveTextContent('BrosseAccessoireBR-21250.00 €Sans TVA');
    const readsBefore = listReads();

    await user.click(within(dialog).getByRole('button', { name: 'Importer 2 produits' }));

    expect(await screen.findByText('2 produits importés.')).toBeInTheDocument();
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('exports the products with no health choice to make', async () => {
    const { exports } = serve();
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:meche-test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('region', { name: 'Shampoings (TVA 20%)' });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter les produits' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Excel (XLSX)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));

    await waitFor(() => expect(names).toEqual(['meche-products-2026-11-25.xlsx']));
    expect(exports).toEqual([{ format: 'xlsx' }]);
  });
});
