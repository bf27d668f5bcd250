import { TVA_RATE_LABELS, fromCents, vatBreakdown, type Program, type Tva, type VigilancePoint } from '@meche/contracts';
import { A4_PORTRAIT, LINE, MARGIN, SIZE, openSheet, wrap, writeSheetHeader, type PracticeHeader } from './pdf-writer';

export interface ProgrammePdfInput {
  practice: PracticeHeader;
  clientName: string;
  program: Program;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  /** Empty unless the practitioner asked for them. */
  vigilance: readonly VigilancePoint[];
}

/** '12.50 €', as the printed sheet writes prices. */
const price = (euros: number) => `${(Math.round(euros * 100) / 100 + 0).toFixed(2)} €`;
const cents = (value: number) => price(fromCents(value));

/** 'Shampoings (TVA 20%)' or 'Sans catégorie (Sans TVA)', as the printed sheet names a product's category. */
function categoryLabel(category: { name: string; tva: Tva } | null): string {
  const tva = (value: Tva) => (value ? `TVA ${value.replace('TVA', '')}` : 'Sans TVA');
  return category ? `${category.name} (${tva(category.tva)})` : 'Sans catégorie (Sans TVA)';
}

/** Column x positions and widths of the programme table (the printed sheet's seven columns). */
const COLUMNS = [
  { title: 'Produit', x: MARGIN, width: 120 },
  { title: 'Type', x: 162, width: 62 },
  { title: 'Référence', x: 226, width: 62 },
  { title: 'Catégorie', x: 290, width: 84 },
  { title: 'Prix du produit', right: 430 },
  { title: 'Quantité', right: 478 },
  { title: 'Prix du soin', right: A4_PORTRAIT[0] - MARGIN },
] as const;

/**
 * The programme sheet as a PDF: the same content as the printed one (practice, date, client, the cares with their
 * prices, total HT, VAT per rate, total TTC) and the vigilance points only when given.
 */
export async function programmePdf(input: ProgrammePdfInput): Promise<Uint8Array> {
  const { doc, writer: w } = await openSheet(`Programme de soins — ${input.clientName}`, 'portrait');
  writeSheetHeader(w, input.practice, [`Le ${input.date}`, `Client : ${input.clientName}`]);
  w.y -= 8;
  w.paragraph(`Programme de soins — ${input.program.programReference}`, { bold: true, size: 14 });
  w.y -= 6;

  w.ensure(LINE * 2);
  for (const c of COLUMNS) {
    if ('right' in c) w.text(c.title, 0, { bold: true, right: c.right });
    else w.text(c.title, c.x, { bold: true });
  }
  w.y -= 4;
  w.rule();
  w.y -= LINE;

  for (const care of input.program.cares) {
    const p = care.productDTO;
    const category = categoryLabel(p.categoryDTO);
    const cells = [p.name, p.type, p.refProduct, category];
    const wrapped = cells.map((text, i) => wrap(text, w.regular, SIZE, (COLUMNS[i] as { width: number }).width));
    const height = Math.max(...wrapped.map((l) => l.length)) * LINE;
    w.ensure(height);
    const top = w.y;
    wrapped.forEach((lines, i) =>
      lines.forEach((line, n) => {
        w.y = top - n * LINE;
        w.text(line, (COLUMNS[i] as { x: number }).x);
      }),
    );
    w.y = top;
    w.text(price(care.unitPrice), 0, { right: COLUMNS[4].right });
    w.text(String(care.quantity), 0, { right: COLUMNS[5].right });
    w.text(price(care.carePrice), 0, { right: COLUMNS[6].right });
    w.y = top - height;
  }

  w.rule();
  w.y -= LINE;
  const vat = vatBreakdown(input.program.cares.map((c) => ({ carePrice: c.carePrice, tva: c.tva })));
  const totals: [string, string, boolean][] = [
    ['Total HT', cents(vat.totalHtCents), false],
    ...vat.lines
      .filter((line) => line.tva !== null)
      .map((line): [string, string, boolean] => [`TVA ${line.tva ? TVA_RATE_LABELS[line.tva] : ''} (sur ${cents(line.htCents)} HT)`, cents(line.tvaCents), false]),
    ['Prix Total du Programme (TTC)', price(input.program.totalProgramPrice), true],
  ];
  for (const [label, amount, bold] of totals) {
    w.ensure(LINE);
    w.text(label, 0, { bold, right: COLUMNS[5].right });
    w.text(amount, 0, { bold, right: COLUMNS[6].right });
    w.y -= LINE;
  }

  if (input.vigilance.length > 0) {
    w.y -= 10;
    w.ensure(LINE * 3);
    w.paragraph('Points de vigilance', { bold: true, size: 12 });
    for (const point of input.vigilance) {
      const answers = point.answers.map((a) => `« ${a.text} »`).join(', ');
      const concerned = input.program.cares.filter((c) => (c.productDTO.contraindications ?? []).includes(point.reason)).map((c) => c.productDTO.name);
      w.paragraph(`${point.label} : ${answers}.${concerned.length ? ` Produits concernés : ${concerned.join(', ')}` : ''}`);
    }
  }
  return doc.save();
}
