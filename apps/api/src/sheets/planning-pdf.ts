import { DAY_NAMES, frenchDate, TIME_SLOTS, type PreviewWeek } from '@meche/contracts';
import { LINE, MARGIN, SIZE, openSheet, wrap, writeSheetHeader, type PracticeHeader, type Writer } from './pdf-writer';

export interface PlanningPdfInput {
  practice: PracticeHeader;
  clientName: string;
  reference: string;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  /** 'Du 02/12/2026 au 26/01/2027', from the programme's stored start. */
  period: string;
  weeks: readonly PreviewWeek[];
}

/** The slot column, then seven day columns sharing the rest of the landscape page. */
const SLOT_WIDTH = 50;
const PAD = 4;
/** The printed grid's cells are 14 mm high at least: room to write a dose by hand. */
const MIN_ROW = 40;

/** One week as the printed sheet's table: days across (name and date), Matin and Soir down, the products (and doses) in the cells. */
function writeWeek(w: Writer, week: PreviewWeek) {
  const dayWidth = (w.right - MARGIN - SLOT_WIDTH) / week.days.length;
  const x = (column: number) => MARGIN + SLOT_WIDTH + column * dayWidth;
  const cells = TIME_SLOTS.map((slot) => week.days.map((d) => d.products[slot].flatMap((name) => wrap(`• ${name}`, w.regular, SIZE, dayWidth - 2 * PAD))));
  const rows = cells.map((row) => Math.max(MIN_ROW, ...row.map((lines) => lines.length * LINE + 2 * PAD)));
  const head = 2 * LINE + 2 * PAD;
  w.ensure(LINE + 8 + head + rows.reduce((a, b) => a + b, 0));

  w.paragraph(week.label, { bold: true, size: 11 });
  w.y -= 4;
  let top = w.y;
  w.cell(MARGIN, top, SLOT_WIDTH, head);
  week.days.forEach((d, i) => {
    w.cell(x(i), top, dayWidth, head);
    w.y = top - PAD - SIZE;
    w.text(DAY_NAMES[d.day], x(i) + PAD, { bold: true });
    w.y -= LINE;
    w.text(frenchDate(d.date), x(i) + PAD);
  });
  top -= head;
  TIME_SLOTS.forEach((slot, r) => {
    const height = rows[r] ?? MIN_ROW;
    w.cell(MARGIN, top, SLOT_WIDTH, height);
    w.y = top - PAD - SIZE;
    w.text(slot, MARGIN + PAD, { bold: true });
    cells[r]?.forEach((lines, i) => {
      w.cell(x(i), top, dayWidth, height);
      lines.forEach((line, n) => {
        w.y = top - PAD - SIZE - n * LINE;
        w.text(line, x(i) + PAD);
      });
    });
    top -= height;
  });
  w.y = top - 14;
}

/**
 * The planning sheet as a PDF: the same content as the printed one (practice, date, client, the programme's dates,
 * and for each week with a tick its days, Matin and Soir, the products with their dose). The planning carries no
 * health answer: there is no 'Points de vigilance' on it, printed or sent.
 */
export async function planningPdf(input: PlanningPdfInput): Promise<Uint8Array> {
  const { doc, writer: w } = await openSheet(
    `Planning des soins — ${input.clientName}`,
    'landscape',
    `${input.practice.name} · Client : ${input.clientName} · ${input.period}`,
  );
  writeSheetHeader(w, input.practice, [`Le ${input.date}`, `Client : ${input.clientName}`, input.period]);
  w.y -= 8;
  w.paragraph(`Planning des soins — ${input.clientName}`, { bold: true, size: 14 });
  w.paragraph(`Programme : ${input.reference}`);
  w.y -= 6;
  for (const week of input.weeks) writeWeek(w, week);
  return doc.save();
}
