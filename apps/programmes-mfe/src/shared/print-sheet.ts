import { escapeHtml } from './escape-html';
import type { PracticeConfig } from './practice-config';

export type SheetOrientation = 'portrait' | 'landscape';

/**
 * Sheet layout on top of printHtml's base print CSS (which sets `@page { size: A4 <orientation> }` and keeps
 * rows whole): the page box is repeated here so the sheet stays right whoever renders it.
 */
export function sheetCss(orientation: SheetOrientation): string {
  return `
@page { size: A4 ${orientation}; margin: 12mm; }
body { font-size: 10.5pt; line-height: 1.35; }
.sheet-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 12mm; border-bottom: 1.5pt solid #111; padding-bottom: 4mm; margin-bottom: 5mm; }
.practice { display: flex; gap: 4mm; align-items: center; }
.practice img { height: 16mm; width: auto; }
.practice-name { font-size: 14pt; font-weight: 700; margin: 0; }
.practice p, .sheet-meta p { margin: 0; }
.sheet-meta { text-align: right; }
h1 { font-size: 15pt; margin: 0 0 3mm; }
h2 { font-size: 12pt; margin: 5mm 0 2mm; }
thead th { background: #eeeeee; }
tr { break-inside: avoid; page-break-inside: avoid; }
.num { text-align: right; white-space: nowrap; }
.total th, .total td { font-weight: 700; background: #f4f4f4; }
.week { break-inside: avoid; page-break-inside: avoid; }
nav, button, .no-print { display: none !important; }
`;
}

/** The practice block (logo, name, address, phone) and the sheet's date and client, on every sheet. */
export function sheetHeaderHtml(config: PracticeConfig, meta: readonly string[]): string {
  const logo = config.logoUrl ? `<img src="${escapeHtml(config.logoUrl)}" alt="Logo ${escapeHtml(config.practiceName)}">` : '';
  const details = [config.practiceAddress, config.practicePhone]
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return `<header class="sheet-header">
<div class="practice">${logo}<div><p class="practice-name">${escapeHtml(config.practiceName)}</p>${details}</div></div>
<div class="sheet-meta">${meta.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>
</header>`;
}
