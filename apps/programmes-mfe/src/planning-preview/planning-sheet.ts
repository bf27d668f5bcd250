import { DAY_NAMES, frenchDate, type PreviewWeek } from '@meche/contracts';
import { escapeHtml, sheetHeaderHtml, type PracticeConfig } from '@meche/front-kit';

export interface PlanningSheet {
  config: PracticeConfig;
  clientName: string;
  reference: string;
  /** Already formatted, e.g. 'samedi 21 novembre 2026'. */
  date: string;
  /** The programme's dates, e.g. 'Du 02/12/2026 au 26/01/2027': in the header of every printed page. */
  period: string;
  weeks: readonly PreviewWeek[];
  /** Printed above the weeks when some ticks are not saved. */
  notice?: string;
}

const list = (names: readonly string[]) =>
  names.length ? `<ul>${names.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '';

/**
 * One table per week with a tick: Matin/Soir rows, one column per day, the products (and doses) in the cells. The
 * whole sheet sits in a one-cell table whose head is the practice/client/dates header: browsers print a table's
 * head again at the top of each page, so every page of a long planning says whose it is and when.
 */
export function planningSheetHtml(sheet: PlanningSheet): string {
  const weeks = sheet.weeks
    .map(
      (week) => `<section class="week">
<h2>${escapeHtml(week.label)}</h2>
<table class="plan">
<thead><tr><th></th>${week.days.map((d) => `<th>${DAY_NAMES[d.day]}<br><small>${frenchDate(d.date)}</small></th>`).join('')}</tr></thead>
<tbody>${(['Matin', 'Soir'] as const)
        .map((slot) => `<tr><th>${slot}</th>${week.days.map((d) => `<td>${list(d.products[slot])}</td>`).join('')}</tr>`)
        .join('')}</tbody>
</table>
</section>`,
    )
    .join('');
  const header = sheetHeaderHtml(sheet.config, [`Le ${sheet.date}`, `Client : ${sheet.clientName}`, sheet.period]);
  return `<table class="sheet-frame">
<thead><tr><td>${header}</td></tr></thead>
<tbody><tr><td>
<main>
<h1>Planning des soins — ${escapeHtml(sheet.clientName)}</h1>
<p class="reference">Programme : ${escapeHtml(sheet.reference)}</p>
${sheet.notice ? `<p class="unsaved">${escapeHtml(sheet.notice)}</p>` : ''}
${weeks}
</main>
</td></tr></tbody>
</table>`;
}

/** Landscape grid details on top of the shared print stylesheet. */
export const PLANNING_SHEET_CSS = `
table.sheet-frame, table.sheet-frame > * > tr > td { border: 0; padding: 0; width: 100%; }
table.sheet-frame > thead { display: table-header-group; }
.week { break-inside: avoid; page-break-inside: avoid; }
.reference { margin: 0 0 2mm; }
.unsaved { margin: 0 0 3mm; padding: 2mm 3mm; border: 1pt dashed #000000; font-weight: 700; }
table.plan { table-layout: fixed; }
table.plan th:first-child { width: 16mm; }
table.plan td { height: 14mm; font-size: 9.5pt; }
table.plan ul { margin: 0; padding-left: 4mm; }
table.plan small { font-weight: 400; }
`;
