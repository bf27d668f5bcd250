import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, type ConsentVersion } from '@meche/contracts';
import { escapeHtml, formatDate, sheetHeaderHtml, type PracticeConfig, type SheetToPrint } from '@meche/ui';

const CONSENT_SHEET_CSS = `
.consent-text p { margin: 0 0 3mm; text-align: justify; }
.version { color: #444; font-size: 9pt; }
.signatures { display: flex; gap: 8mm; margin-top: 8mm; break-inside: avoid; page-break-inside: avoid; }
.signature { flex: 1; }
.signature p { margin: 0 0 2mm; }
.signature-box { height: 35mm; border: 1pt solid #000; }
`;

const isKnownVersion = (version: string): version is ConsentVersion => version in CONSENT_TEXTS;

/**
 * The A4 consent form: the practice, the client's name, the text of the given version (the one the record will
 * name) and a box for each signature.
 */
export function consentSheet(client: { firstName: string; lastName: string }, version: string = CURRENT_CONSENT_VERSION, today = new Date()): SheetToPrint {
  const text = CONSENT_TEXTS[isKnownVersion(version) ? version : CURRENT_CONSENT_VERSION];
  const fullName = `${client.firstName} ${client.lastName}`;
  return {
    title: `Consentement ${fullName}`,
    orientation: 'portrait',
    css: CONSENT_SHEET_CSS,
    body: (config: PracticeConfig) => `<main class="consent">${sheetHeaderHtml(config, [`Date : ${formatDate(today.toISOString())}`, `Client : ${fullName}`])}
<h1>${escapeHtml(text.title)}</h1>
<p>Je soussigné(e) <strong>${escapeHtml(fullName)}</strong> déclare avoir lu et compris ce qui suit.</p>
<div class="consent-text">${text.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}</div>
<p class="version">Version du texte : ${escapeHtml(text.version)}</p>
<div class="signatures">
<div class="signature"><p>Fait le ____ / ____ / ________, à ______________________</p><p>Signature du client, précédée de « lu et approuvé »</p><div class="signature-box"></div></div>
<div class="signature"><p>&nbsp;</p><p>Signature du praticien ou de la praticienne</p><div class="signature-box"></div></div>
</div>
</main>`,
  };
}
