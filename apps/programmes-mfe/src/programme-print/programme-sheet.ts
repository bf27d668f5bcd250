import { fromCents, TVA_RATE_LABELS, vatBreakdown, type ProductSummary, type Tva, type VigilancePoint } from '@meche/contracts';
import { escapeHtml, sheetHeaderHtml, type PracticeConfig } from '@meche/front-kit';
import { formatPrice } from '@meche/ui';

interface SheetCare {
  product: ProductSummary;
  quantity: number;
  carePriceCents: number;
  category: string;
  /** The VAT rate the care is priced with. */
  tva: Tva;
}

export interface ProgrammeSheet {
  config: PracticeConfig;
  clientName: string;
  reference: string;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  cares: readonly SheetCare[];
  totalCents: number;
  /** The client's declared sensitive answers, printed so the programme is followed with them in mind. */
  vigilance: readonly VigilancePoint[];
}

/** Each point with the client's answers, and the programme's products that list it as a contraindication. */
function vigilanceHtml(points: readonly VigilancePoint[], cares: readonly SheetCare[]): string {
  if (points.length === 0) return '';
  const items = points
    .map((point) => {
      const answers = point.answers.map((a) => `« ${escapeHtml(a.text)} »`).join(', ');
      const concerned = cares.filter((c) => (c.product.contraindications ?? []).includes(point.reason)).map((c) => escapeHtml(c.product.name));
      const products = concerned.length ? ` <strong>Produits concernés : ${concerned.join(', ')}</strong>` : '';
      return `<li><strong>${escapeHtml(point.label)}</strong> : ${answers}.${products}</li>`;
    })
    .join('');
  return `<section class="vigilance"><h2>Points de vigilance</h2><ul>${items}</ul></section>`;
}

const money = (cents: number) => formatPrice(fromCents(cents));

/** Total HT, then the VAT of each rate present: the care prices are what the client pays, VAT included. */
function vatRowsHtml(cares: readonly SheetCare[]): string {
  const vat = vatBreakdown(cares.map((c) => ({ carePrice: fromCents(c.carePriceCents), tva: c.tva })));
  const rates = vat.lines
    .filter((line) => line.tva !== null)
    .map((line) => `<tr class="vat"><th colspan="6">TVA ${line.tva ? TVA_RATE_LABELS[line.tva] : ''} (sur ${money(line.htCents)} HT)</th><td class="num">${money(line.tvaCents)}</td></tr>`)
    .join('');
  return `<tr class="vat"><th colspan="6">Total HT</th><td class="num">${money(vat.totalHtCents)}</td></tr>${rates}`;
}

/** The editor's table as a document: same columns, no actions column, with the total row, then the vigilance points. */
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
<tfoot>${vatRowsHtml(sheet.cares)}<tr class="total"><th colspan="6">Prix Total du Programme (TTC)</th><td class="num">${formatPrice(fromCents(sheet.totalCents))}</td></tr></tfoot>
</table>
${vigilanceHtml(sheet.vigilance, sheet.cares)}
</main>`;
}
