import { escapeHtml } from './escape-html';
import type { PracticeConfig } from './practice-config';

/** The practice block (logo, name, address, phone, SIRET) and the sheet's own lines (date, client), on every sheet. */
export function sheetHeaderHtml(config: PracticeConfig, meta: readonly string[]): string {
  const logo = config.logoUrl ? `<img src="${escapeHtml(config.logoUrl)}" alt="Logo ${escapeHtml(config.practiceName)}">` : '';
  const details = [config.practiceAddress, config.practicePhone, config.practiceSiret && `SIRET : ${config.practiceSiret}`]
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return `<header class="sheet-header">
<div class="practice">${logo}<div><p class="practice-name">${escapeHtml(config.practiceName)}</p>${details}</div></div>
<div class="sheet-meta">${meta.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>
</header>`;
}
