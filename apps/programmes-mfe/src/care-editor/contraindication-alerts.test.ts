import { describe, expect, it } from 'vitest';
import type { CareAcknowledgementRef, Product } from '@meche/contracts';
import { makeProduct } from '@meche/testing';
import { pendingAcknowledgements, pendingFromServer, withAcknowledged } from './contraindication-alerts';
import { rowForProduct, type EditorRow } from './editor-rows';

const oil: Product = { ...makeProduct(4, 'Huile essentielle', 18), contraindications: ['grossesse', 'epilepsie'] };
const shampoo: Product = { ...makeProduct(1, 'Shampoing doux', 12.5), contraindications: ['allergies'] };
const pregnant = { enceinte: 'Oui, 4 mois', crisesEpilepsie: 'Non.', allergiesOuIntolerances: 'aucune' };

const storedRow = (product: Product, acknowledgements: CareAcknowledgementRef[]): EditorRow => ({
  ...rowForProduct(product),
  key: 'care-9',
  id: 9,
  acknowledgements,
});

describe('contraindication alerts in the care editor', () => {
  it("asks about a product contraindicated by a declared answer, with the client's own words", () => {
    const pending = pendingAcknowledgements(pregnant, [rowForProduct(oil), rowForProduct(shampoo)]);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ rowKey: 'product-4', productName: 'Huile essentielle' });
    expect(pending[0]!.conflicts.map((c) => [c.label, c.answers.map((a) => a.text)])).toEqual([['Grossesse', ['Oui, 4 mois']]]);
  });

  it('does not ask again for a reason stored for this care and product, but does for another product', () => {
    const acknowledged = [{ productId: oil.id, reasons: ['grossesse' as const] }];
    expect(pendingAcknowledgements(pregnant, [storedRow(oil, acknowledged)])).toEqual([]);
    const other: Product = { ...oil, id: 5 };
    expect(pendingAcknowledgements(pregnant, [storedRow(other, acknowledged)])).toHaveLength(1);
  });

  it('sends the reasons just confirmed with the rows they belong to, and then asks no more', () => {
    const rows = [rowForProduct(oil), rowForProduct(shampoo)];
    const confirmed = withAcknowledged(rows, pendingAcknowledgements(pregnant, rows));
    expect(confirmed.map((r) => r.acknowledged)).toEqual([['grossesse'], []]);
    expect(pendingAcknowledgements(pregnant, confirmed)).toEqual([]);
  });

  it("reads the server's refusal by position, else by product, with the answers the page knows", () => {
    const rows = [rowForProduct(shampoo), rowForProduct(oil)];
    const body = {
      message: 'Produit contre-indiqué',
      conflicts: [
        { careIndex: 1, productId: oil.id, productName: oil.name, reasons: ['grossesse' as const] },
        { careIndex: null, productId: shampoo.id, productName: shampoo.name, reasons: ['allergies' as const] },
      ],
    };
    const pending = pendingFromServer(body, rows, pregnant);
    expect(pending.map((p) => p.rowKey)).toEqual(['product-4', 'product-1']);
    expect(pending[0]!.conflicts[0]!.answers.map((a) => a.text)).toEqual(['Oui, 4 mois']);
    // The page's copy of the answers says nothing of allergies: the server's reason is still asked about.
    expect(pending[1]!.conflicts.map((c) => c.label)).toEqual(['Allergies']);
  });
});
