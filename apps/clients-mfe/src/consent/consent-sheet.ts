import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, type Consent, type ConsentVersion } from '@meche/contracts';
import { escapeHtml, sheetHeaderHtml, type PracticeConfig, type SheetToPrint } from '@meche/front-kit';
import { formatDate } from '@meche/ui';

const CONSENT_SHEET_CSS = `
.consent-text p { margin: 0 0 3mm; text-align: justify; }
.version { color: #444; font-size: 9pt; }
.signatures { display: flex; gap: 8mm; margin-top: 8mm; break-inside: avoid; page-break-inside: avoid; }
.signature { flex: 1; }
.signature p { margin: 0 0 2mm; }
.signature-box { height: 35mm; border: 1pt solid #000; }
.signature-box img { display: block; max-width: 100%; max-height: 35mm; margin: 0 auto; }
.proof { color: #444; font-size: 9pt; }
`;

const isKnownVersion = (version: string): version is ConsentVersion => version in CONSENT_TEXTS;

/** The client's box: blank to sign on paper, or the signature she drew on her link with when and from where. */
function clientSignature(consent: Consent | null | undefined): string {
  if (!consent?.signature) {
    return '<p>Fait le ____ / ____ / ________, à ______________________</p><p>Signature du client, précédée de « lu et approuvé »</p><div class="signature-box"></div>';
  }
  const signedAt = new Date(consent.recordedAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
  const from = consent.signedFrom ? `<p class="proof">Depuis l’adresse ${escapeHtml(consent.signedFrom.address)} · ${escapeHtml(consent.signedFrom.browser)}</p>` : '';
  return `<p>Signé le ${escapeHtml(signedAt)}, sur le lien personnel envoyé au client</p><p>Signature du client</p><div class="signature-box"><img src="${escapeHtml(consent.signature)}" alt="Signature du client"></div>${from}`;
}

/**
 * The A4 consent form: the practice, the client's name, the text of the given version (the one the record will
 * name) and a box for each signature — the client's filled with the one she drew when she signed on her link.
 */
export function consentSheet(
  client: { firstName: string; lastName: string; consent?: Consent | null },
  version: string = CURRENT_CONSENT_VERSION,
  today = new Date(),
): SheetToPrint {
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
<div class="signature">${clientSignature(client.consent)}</div>
<div class="signature"><p>&nbsp;</p><p>Signature du praticien ou de la praticienne</p><div class="signature-box"></div></div>
</div>
</main>`,
  };
}
