// Consent: its methods, labels and texts, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

/** How the client gave consent. */
export const CONSENT_METHODS = ['paper', 'tablet'] as const;
/** How a recorded consent came: the two the practitioner records, or signed by the client on her own link. */
export const CONSENT_RECORD_METHODS = [...CONSENT_METHODS, 'link'] as const;
type ConsentRecordMethod = (typeof CONSENT_RECORD_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentRecordMethod, string> = {
  paper: 'Signé sur papier',
  tablet: 'Signé sur la tablette',
  link: 'Signé par la cliente sur son lien',
};

/** What the client file shows until consent is recorded. */
export const CONSENT_MISSING_LABEL = 'Consentement non recueilli';

export interface ConsentText {
  version: string;
  title: string;
  paragraphs: readonly string[];
}

/**
 * The consent texts, by version: the printable form shows one and the record names it, so the two always agree.
 * A new wording is a new version added here; older ones stay, for the consents already signed under them.
 */
export const CONSENT_TEXTS = {
  '2026-01': {
    version: '2026-01',
    title: 'Consentement au traitement de données de santé',
    paragraphs: [
      "Pour préparer et suivre mes soins capillaires, le praticien ou la praticienne recueille des informations sur ma santé (traitements, allergies, grossesse, antécédents…) et peut prendre des photos de mon cuir chevelu.",
      "Ces données sont utilisées uniquement pour mon suivi : choix des soins et des produits, alertes en cas de contre-indication, comparaison de l’évolution de mon cuir chevelu. Elles ne sont ni vendues, ni cédées, ni utilisées à des fins commerciales.",
      "Elles sont conservées pendant la durée de mon suivi, puis effacées à ma demande ou à la suppression de mon dossier. Seul le praticien ou la praticienne qui me suit y a accès ; chaque consultation de mon dossier est enregistrée.",
      "Je peux à tout moment consulter mes données, en obtenir une copie, les faire rectifier ou retirer mon consentement. Le retrait efface mes réponses de santé et mes photos ; mon identité et mes soins passés sont conservés.",
      "J’accepte que mes données de santé et les photos de mon cuir chevelu soient traitées dans ces conditions (RGPD, article 9).",
    ],
  },
} as const satisfies Record<string, ConsentText>;
export type ConsentVersion = keyof typeof CONSENT_TEXTS;
export const CONSENT_VERSIONS = Object.keys(CONSENT_TEXTS) as [ConsentVersion, ...ConsentVersion[]];
/** The version a new consent form prints. */
export const CURRENT_CONSENT_VERSION: ConsentVersion = '2026-01';
