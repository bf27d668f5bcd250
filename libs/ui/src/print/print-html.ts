import { PRINT_DELAY_MS } from '@meche/contracts/constants';

/** The print failures' texts, verbatim. */
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Print rules every sheet needs: the page box, and table rows never cut across two pages. */
function printBaseCss(orientation: PrintOrientation): string {
  return `@page { size: A4 ${orientation}; margin: 12mm; }
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; background: #ffffff; color: #000000; }
body {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  font-size: 11pt;
  line-height: 1.4;
}
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
thead { display: table-header-group; }
tfoot { display: table-footer-group; }
tr, td, th { page-break-inside: avoid; break-inside: avoid; }
th, td { border: 1px solid #999999; padding: 4px 6px; text-align: left; vertical-align: top; }
img { max-width: 100%; }
h1, h2, h3 { page-break-after: avoid; break-after: avoid; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;
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
