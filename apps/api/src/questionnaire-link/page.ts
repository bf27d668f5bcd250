import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, LONG_TEXT_MAX, QUESTIONNAIRE_SECTIONS, type QuestionnaireQuestion } from '@meche/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function layout(title: string, body: string, assetsPath: string, withScript: boolean): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${assetsPath}/form.css">
${withScript ? `<script src="${assetsPath}/signature_pad.js" defer></script>\n<script src="${assetsPath}/form.js" defer></script>` : ''}
</head>
<body>
${body}
</body>
</html>
`;
}

/** What every refused link gets (wrong, expired, used, revoked, throttled): the reason in French and nothing else. */
export function refusalPage(message: string, assetsPath: string): string {
  return layout('Lien non valide', `<main class="page"><h1>Ce lien ne peut pas être utilisé</h1><p>${escape(message)}</p></main>`, assetsPath, false);
}

function question(q: QuestionnaireQuestion): string {
  const id = `q-${q.name}`;
  const detail = q.long
    ? `<textarea id="${id}" name="${q.name}" rows="3" maxlength="${LONG_TEXT_MAX}"></textarea>`
    : `<input id="${id}" name="${q.name}" type="text" maxlength="${LONG_TEXT_MAX}" autocomplete="off">`;
  return `<fieldset class="question" data-field="${q.name}">
<legend>${escape(q.label)}</legend>
<div class="quick">
<label><input type="radio" name="${q.name}-quick" value="Non"> Non</label>
<label><input type="radio" name="${q.name}-quick" value="Oui"> Oui</label>
</div>
<label class="detail-label" for="${id}">Précisions (facultatif)</label>
${detail}
</fieldset>`;
}

/**
 * The client's page: the practice's name, the questionnaire (the practitioner's questions, empty: nothing of the
 * file is shown), the current consent text and a signature pad. Rendered on the server from the contracts, so it
 * needs no framework and no other app; its script only draws the signature and sends the form as JSON.
 */
export function questionnairePage(practiceName: string, assetsPath: string): string {
  const consent = CONSENT_TEXTS[CURRENT_CONSENT_VERSION];
  const sections = QUESTIONNAIRE_SECTIONS.map(
    (s) => `<section class="section" aria-labelledby="s-${s.id}"><h2 id="s-${s.id}">${escape(s.title)}</h2>${s.questions.map(question).join('\n')}</section>`,
  ).join('\n');
  const body = `<main class="page" id="contenu">
<header>
<p class="practice">${escape(practiceName)}</p>
<h1>Questionnaire santé et cheveux</h1>
<p>Ces questions préparent votre rendez-vous. Répondez à celles qui vous concernent ; vous pouvez préciser vos réponses. Vos réponses ne sont enregistrées dans votre dossier qu’après vérification par votre praticienne ou praticien.</p>
</header>
<noscript><p class="error">Cette page a besoin de JavaScript pour recueillir votre signature.</p></noscript>
<form id="questionnaire" novalidate>
${sections}
<section class="section" aria-labelledby="s-consent">
<h2 id="s-consent">${escape(consent.title)}</h2>
${consent.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p class="version">Version du texte : ${escape(consent.version)}</p>
<label class="consent"><input type="checkbox" id="consent" name="consent" aria-describedby="consent-error"> J’ai lu ce texte et je donne mon consentement.</label>
<p class="error" id="consent-error"></p>
</section>
<section class="section" aria-labelledby="s-signature">
<h2 id="s-signature">Signature</h2>
<p id="signature-help">Signez dans le cadre avec le doigt ou la souris.</p>
<canvas id="signature-pad" class="signature" role="img" aria-label="Zone de signature" aria-describedby="signature-help signature-error"></canvas>
<button type="button" id="clear-signature" class="secondary">Effacer la signature</button>
<p class="error" id="signature-error"></p>
</section>
<p class="error" id="form-error" role="alert"></p>
<button type="submit" id="submit">Envoyer mes réponses</button>
</form>
<p id="done" class="done" role="status" tabindex="-1" hidden></p>
</main>`;
  return layout(`Questionnaire – ${practiceName}`, body, assetsPath, true);
}
