import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Points of an A4 page, portrait or landscape (the printed programme is portrait, the planning landscape). */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const MARGIN = 40;
export const SIZE = 9;
export const LINE = 12;

/** What every sheet's header says of the practice. */
export interface PracticeHeader {
  name: string;
  address: string | null;
  phone: string | null;
  siret: string | null;
}

/** The standard PDF fonts speak WinAnsi: the spaces French formatting uses are written as plain spaces. */
const winAnsi = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[’]/g, "'");

/** Words wrapped to `width`; a word longer than the line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

const GREY = rgb(0.4, 0.4, 0.4);

/**
 * A page writer that turns the page when the next block does not fit. A `runningHead`, when given, is written at the
 * top of every page after the first, as the printed sheet repeats whose it is and when.
 */
export class Writer {
  private page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly pageSize: [number, number],
    private readonly runningHead?: string,
  ) {
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - MARGIN;
  }

  /** The x of the right margin. */
  get right(): number {
    return this.pageSize[0] - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(this.pageSize);
    this.y = this.pageSize[1] - MARGIN;
    if (this.runningHead) {
      this.paragraph(this.runningHead);
      this.y -= 6;
    }
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
    for (const line of wrap(text, options.bold ? this.bold : this.regular, size, this.right - MARGIN)) {
      this.ensure(size + 3);
      this.text(line, MARGIN, options);
      this.y -= size + 3;
    }
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 3 }, end: { x: this.right, y: this.y + 3 }, thickness: 0.5, color: GREY });
  }

  /** A table cell's border, from its top-left corner. */
  cell(x: number, top: number, width: number, height: number) {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: GREY, borderWidth: 0.5 });
  }
}

/** A new sheet: the document's title and language, the two fonts, and a writer on its first page. */
export async function openSheet(title: string, orientation: 'portrait' | 'landscape', runningHead?: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setLanguage('fr-FR');
  doc.setProducer('Mèche');
  const pageSize = orientation === 'portrait' ? A4_PORTRAIT : A4_LANDSCAPE;
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), pageSize, runningHead);
  return { doc, writer };
}

/** The practice's name and details, then the sheet's own lines (date, client…), as every printed sheet begins. */
export function writeSheetHeader(w: Writer, practice: PracticeHeader, lines: readonly string[]) {
  w.paragraph(practice.name, { bold: true, size: 12 });
  for (const detail of [practice.address, practice.phone, practice.siret ? `SIRET ${practice.siret}` : null]) {
    if (detail) w.paragraph(detail);
  }
  for (const line of lines) w.paragraph(line);
}
