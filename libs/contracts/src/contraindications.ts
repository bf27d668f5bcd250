import type { QuestionnaireField } from './client-values';

/**
 * The fixed vocabulary of contraindications a product may carry. Codes travel on the wire (ASCII, stable);
 * labels are what a practitioner reads.
 */
export const CONTRAINDICATIONS = [
  'grossesse',
  'allaitement',
  'anticoagulants',
  'pacemaker',
  'chimiotherapie',
  'epilepsie',
  'thyroide',
  'allergies',
  'chirurgieRecente',
] as const;
export type Contraindication = (typeof CONTRAINDICATIONS)[number];

export const CONTRAINDICATION_LABELS: Record<Contraindication, string> = {
  grossesse: 'Grossesse',
  allaitement: 'Allaitement',
  anticoagulants: 'Anticoagulants',
  pacemaker: 'Pacemaker',
  chimiotherapie: 'Chimiothérapie',
  epilepsie: 'Épilepsie',
  thyroide: 'Thyroïde',
  allergies: 'Allergies',
  chirurgieRecente: 'Chirurgie récente',
};

/**
 * The questionnaire answers each contraindication reads. Breastfeeding has no question of its own: a child born in
 * the last two years or an answer about stopping breastfeeding ('pas encore', 'il y a un mois') are where it shows,
 * and a false alarm costs one confirmation where a missed one can harm. Gastroplasty is left out of recent surgery:
 * it matters for deficiencies, not for what is applied to the scalp, and it is usually years old.
 */
export const CONTRAINDICATION_FIELDS: Record<Contraindication, readonly QuestionnaireField[]> = {
  grossesse: ['enceinte'],
  allaitement: ['interruptionAllaitement', 'enfant2DerniereAnnee'],
  anticoagulants: ['anticoagulants'],
  pacemaker: ['pacemaker'],
  chimiotherapie: ['chimiotherapie'],
  epilepsie: ['crisesEpilepsie'],
  thyroide: ['problemesThyroidiens'],
  allergies: ['allergiesOuIntolerances'],
  chirurgieRecente: ['interventionsChirurgicales'],
};

/** Every questionnaire field some contraindication reads (the server loads only these). */
export const SENSITIVE_FIELDS: readonly QuestionnaireField[] = [...new Set(Object.values(CONTRAINDICATION_FIELDS).flat())];

/** Words that alone say "no"; an answer made only of them is a negation ('Non, jamais.'). */
const NEGATION_WORDS = new Set(['non', 'no', 'aucun', 'aucune', 'aucun·e', 'aucun(e)', 'neant', 'rien', 'jamais', '-', '–', '—', '0']);
/** Whole answers that mean nothing to report. */
const NEGATION_PHRASES = new Set(['ras', 'rien a signaler']);

/** Punctuation an answer's word may end with ('Non.', 'jamais !', 'Rien…'). */
const TRAILING_PUNCTUATION = new Set(['.', '!', '?', '…', ':']);

/**
 * The word without its trailing punctuation. A loop, not /[.!?…:]+$/: that pattern is tried from every position of
 * a run of dots, which makes an answer of 4,999 dots and a letter cost millions of steps.
 */
function withoutTrailingPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(word.charAt(end - 1))) end -= 1;
  return word.slice(0, end);
}

const words = (answer: string): string[] =>
  answer
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,;/]+/)
    .map(withoutTrailingPunctuation)
    .filter(Boolean);

/**
 * An answer is declared when it says something other than a negation: not empty, and not only negation words
 * (case, accents, spaces and trailing punctuation ignored). Anything else counts, 'non mais avant oui' included:
 * the rule errs on the side of an alert.
 */
export function isDeclaredAnswer(answer: string | null | undefined): boolean {
  if (!answer) return false;
  const w = words(answer);
  if (w.length === 0) return false;
  if (NEGATION_PHRASES.has(w.join(' '))) return false;
  return !w.every((word) => NEGATION_WORDS.has(word));
}

/** A client's answers, as the client file carries them (only the sensitive ones are read). */
export type QuestionnaireAnswers = Partial<Record<QuestionnaireField, string | null>>;

interface DeclaredAnswer {
  field: QuestionnaireField;
  text: string;
}

/** One sensitive point of a client: the contraindication and the declared answers that raise it. */
export interface VigilancePoint {
  reason: Contraindication;
  label: string;
  answers: DeclaredAnswer[];
}

/** The client's "Points de vigilance": every contraindication raised by a declared answer, in vocabulary order. */
export function vigilancePoints(client: QuestionnaireAnswers): VigilancePoint[] {
  return CONTRAINDICATIONS.flatMap((reason) => {
    const answers = CONTRAINDICATION_FIELDS[reason].flatMap((field) => {
      const text = client[field];
      return text && isDeclaredAnswer(text) ? [{ field, text }] : [];
    });
    return answers.length ? [{ reason, label: CONTRAINDICATION_LABELS[reason], answers }] : [];
  });
}

export interface ContraindicatedProduct {
  id: number;
  name: string;
  contraindications: readonly Contraindication[];
}

/** One reason a product must not be used for this client without an acknowledgement. */
export interface ContraindicationConflict extends VigilancePoint {
  productId: number;
  productName: string;
}

/** The product's contraindications among vigilance points already read (many products checked against one client). */
export function conflictsAmong(points: readonly VigilancePoint[], product: ContraindicatedProduct): ContraindicationConflict[] {
  const listed = new Set(product.contraindications);
  return points.filter((p) => listed.has(p.reason)).map((p) => ({ ...p, productId: product.id, productName: product.name }));
}

/** The product's contraindications that the client's declared answers raise, with the answers' text. */
export function findConflicts(client: QuestionnaireAnswers, product: ContraindicatedProduct): ContraindicationConflict[] {
  return conflictsAmong(vigilancePoints(client), product);
}

export interface CareAcknowledgementRef {
  productId: number;
  reasons: readonly Contraindication[];
}

/**
 * The reasons already acknowledged for a care's current product: an acknowledgement covers its reasons for that care
 * and that product; a reason not yet acknowledged (a new declared answer, a reason added to the product, another
 * product) needs a new one on the next save of the care.
 */
export function acknowledgedReasons(care: { productDTO: { id: number }; acknowledgements: readonly CareAcknowledgementRef[] }): Set<Contraindication> {
  return new Set(care.acknowledgements.filter((a) => a.productId === care.productDTO.id).flatMap((a) => a.reasons));
}
