import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { TVA_RATE_LABELS, fromCents, vatBreakdown, type Program, type Tva, type VigilancePoint } from '@meche/contracts';

interface PracticeHeader {
  name: string;
  address: string | null;
  phone: string | null;
  siret: string | null;
}

export interface ProgrammePdfInput {
  practice: PracticeHeader;
  clientName: string;
  program: Program;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  /** Empty unless the practitioner asked for them. */
  vigilance: readonly VigilancePoint[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = 9;
const LINE = 12;

/** The standard PDF fonts speak WinAnsi: the spaces French formatting uses are written as plain spaces. */
const winAnsi = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[’]/g, "'");
/** '12.50 €', as the printed sheet writes prices. */
const price = (euros: number) => `${(Math.round(euros * 100) / 100 + 0).toFixed(2)} €`;
const cents = (value: number) => price(fromCents(value));

/** Words wrapped to `width`; a word longer than the line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** A page writer that turns the page when the next block does not fit. */
class Writer {
  private page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE;
    const clean = winAnsi(text);
    const at = options.right !== undefined ? options.right - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: at, y: this.y, size, font, color: rgb(0, 0, 0) });
  }

  paragraph(text: string, options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? SIZE;
    for (const line of wrap(text, options.bold ? this.bold : this.regular, size, A4[0] - 2 * MARGIN)) {
      this.ensure(size + 3);
      this.text(line, MARGIN, options);
      this.y -= size + 3;
    }
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 3 }, end: { x: A4[0] - MARGIN, y: this.y + 3 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
  }
}

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
  { title: 'Prix du soin', right: A4[0] - MARGIN },
] as const;

/**
 * The programme sheet as a PDF: the same content as the printed one (practice, date, client, the cares with their
 * prices, total HT, VAT per rate, total TTC) and the vigilance points only when given.
 */
export async function programmePdf(input: ProgrammePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Programme de soins — ${input.clientName}`));
  doc.setLanguage('fr-FR');
  doc.setProducer('Mèche');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.paragraph(input.practice.name, { bold: true, size: 12 });
  for (const detail of [input.practice.address, input.practice.phone, input.practice.siret ? `SIRET ${input.practice.siret}` : null]) {
    if (detail) w.paragraph(detail);
  }
  w.paragraph(`Le ${input.date}`);
  w.paragraph(`Client : ${input.clientName}`);
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
