import { PRINT_DELAY_MS } from '@meche/contracts/constants';
import { escapeHtml } from './escape-html';

/** The print failures, word for word as the practitioner is told them. */
export const PRINT_MESSAGES = {
  windowBlocked: "Impossible d'ouvrir la fenêtre d'impression.",
  contentMissing: "Le contenu de l'impression est introuvable.",
} as const;

export class PrintError extends Error {
  override readonly name = 'PrintError';
}

export type PrintOrientation = 'portrait' | 'landscape';

export interface PrintOptions {
  title: string;
  /** The sheet's body markup, already rendered and trusted (built by our own components). */
  html: string;
  css?: string;
  orientation: PrintOrientation;
}

/**
 * The one print stylesheet: the A4 page box, rows never cut across two pages, and the sheet header's layout
 * (see sheetHeaderHtml). A sheet adds only what its own body needs.
 */
function printBaseCss(orientation: PrintOrientation): string {
  return `@page { size: A4 ${orientation}; margin: 12mm; }
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; background: #ffffff; color: #000000; }
body {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  font-size: 11pt;
  line-height: 1.4;
}
/* Collapsed borders lie half outside the table, and the page clipped the right one: every line is drawn inside. */
table { width: 100%; border-collapse: separate; border-spacing: 0; border-top: 1px solid #999999; border-left: 1px solid #999999; page-break-inside: auto; }
thead { display: table-header-group; }
tfoot { display: table-footer-group; }
tr, td, th { page-break-inside: avoid; break-inside: avoid; }
th, td { border-right: 1px solid #999999; border-bottom: 1px solid #999999; padding: 4px 6px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
img { max-width: 100%; }
h1, h2, h3 { page-break-after: avoid; break-after: avoid; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
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
.num { text-align: right; white-space: nowrap; }
.total th, .total td { font-weight: 700; background: #f4f4f4; }
nav, button, .no-print { display: none !important; }`;
}

export function buildPrintDocument({ title, html, css = '', orientation }: PrintOptions): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${printBaseCss(orientation)}
${css}</style>
</head>
<body>${html}</body>
</html>`;
}

/**
 * Opens a new window with the sheet and prints it after PRINT_DELAY_MS (time for images and fonts).
 * Throws PrintError when there is nothing to print or the browser blocks the window.
 */
export function printHtml(options: PrintOptions): Window {
  if (!options.html.trim()) throw new PrintError(PRINT_MESSAGES.contentMissing);
  const win = window.open('', '_blank');
  if (!win) throw new PrintError(PRINT_MESSAGES.windowBlocked);
  win.document.open();
  win.document.write(buildPrintDocument(options));
  win.document.close();
  window.setTimeout(() => {
    win.addEventListener('afterprint', () => win.close(), { once: true });
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
  return win;
}
