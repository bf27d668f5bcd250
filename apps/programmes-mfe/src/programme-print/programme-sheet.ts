import { fromCents, type Product } from '@meche/contracts';
import { formatPrice } from '@meche/ui';
import { escapeHtml } from '../shared/escape-html';
import type { PracticeConfig } from '../shared/practice-config';
import { sheetHeaderHtml } from '../shared/print-sheet';

interface SheetCare {
  product: Product;
  quantity: number;
  carePriceCents: number;
  category: string;
}

export interface ProgrammeSheet {
  config: PracticeConfig;
  clientName: string;
  reference: string;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  cares: readonly SheetCare[];
  totalCents: number;
}

/** The editor's table as a document: same columns, no actions column, with the total row. */
export function programmeSheetHtml(sheet: ProgrammeSheet): string {
  const rows = sheet.cares
    .map(
      (c) => `<tr>
<td>${escapeHtml(c.product.name)}</td><td>${escapeHtml(c.product.type)}</td><td>${escapeHtml(c.product.refProduct)}</td>
<td>${escapeHtml(c.category)}</td><td class="num">${formatPrice(c.product.productPrice)}</td>
<td class="num">${c.quantity}</td><td class="num">${formatPrice(fromCents(c.carePriceCents))}</td>
</tr>`,
    )
    .join('');
  return `${sheetHeaderHtml(sheet.config, [`Le ${sheet.date}`, `Client : ${sheet.clientName}`])}
<main>
<h1>Programme de soins — ${escapeHtml(sheet.reference)}</h1>
<table>
<thead><tr><th>Produit</th><th>Type</th><th>Référence</th><th>Catégorie</th><th class="num">Prix du produit</th><th class="num">Quantité</th><th class="num">Prix du soin</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="total"><th colspan="6">Prix Total du Programme</th><td class="num">${formatPrice(fromCents(sheet.totalCents))}</td></tr></tfoot>
</table>
</main>`;
}
