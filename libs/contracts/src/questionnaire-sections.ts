import type { QuestionnaireField } from './client-values';

/** One question of the health questionnaire: its field, its French label, and whether its answer is a paragraph. */
export interface QuestionnaireQuestion {
  name: QuestionnaireField;
  label: string;
  long: boolean;
}

export interface QuestionnaireSection {
  id: string;
  title: string;
  questions: readonly QuestionnaireQuestion[];
}

const q = (name: QuestionnaireField, label: string): QuestionnaireQuestion => ({ name, label, long: false });
const long = (name: QuestionnaireField, label: string): QuestionnaireQuestion => ({ name, label, long: true });

/**
 * The 36 questions under their French headings, once: the practitioner's forms (clients remote) and the client's
 * own page (served by the API) ask them in the same words and order.
 */
export const QUESTIONNAIRE_SECTIONS: readonly QuestionnaireSection[] = [
  {
    id: 'sante',
    title: 'Santé',
    questions: [
      q('pacemaker', 'Porteur d’un pacemaker'),
      q('anticoagulants', 'Traitement anticoagulant'),
      long('chimiotherapie', 'Chimiothérapie (en cours ou passée)'),
      q('crisesEpilepsie', 'Crises d’épilepsie'),
      long('allergiesOuIntolerances', 'Allergies ou intolérances'),
      q('problemesThyroidiens', 'Problèmes thyroïdiens'),
      long('interventionsChirurgicales', 'Interventions chirurgicales'),
      q('gastroplastie', 'Gastroplastie (chirurgie de l’obésité)'),
      q('fatigueGenerale', 'Fatigue générale'),
    ],
  },
  {
    id: 'hormones',
    title: 'Hormones et grossesse',
    questions: [
      q('dereglementHormonal', 'Dérèglement hormonal'),
      q('menopause', 'Ménopause'),
      q('moyenContraception', 'Moyen de contraception'),
      q('reglesAbondantes', 'Règles abondantes'),
      q('enceinte', 'Enceinte actuellement'),
      q('enfant2DerniereAnnee', 'Enfant né dans les 2 dernières années'),
      q('chuteApresAccouchement', 'Chute de cheveux après l’accouchement'),
      q('interruptionAllaitement', 'Arrêt de l’allaitement'),
      q('fausseCouche', 'Fausse couche'),
    ],
  },
  {
    id: 'cheveux',
    title: 'Cheveux et cuir chevelu',
    questions: [
      q('chuteCheveuxDepuisQuand', 'Chute de cheveux : depuis quand ?'),
      long('typeChute', 'Type de chute (diffuse, localisée, par plaques…)'),
      q('herediteChuteCheveux', 'Chute de cheveux dans la famille (hérédité)'),
      q('calvitie', 'Calvitie'),
      q('cheveuxPeuAbondants', 'Cheveux peu abondants'),
      q('pelade', 'Pelade'),
      q('cheveuxGras', 'Cheveux gras'),
      q('cheveuxSecs', 'Cheveux secs'),
      q('trichotillomanie', 'Trichotillomanie (arrachage des cheveux)'),
    ],
  },
  {
    id: 'habitudes',
    title: 'Habitudes capillaires',
    questions: [
      q('nombreShampoingsParSemaine', 'Shampooings par semaine'),
      q('apresShampoingMasque', 'Après-shampooing ou masque'),
      long('methodesAgressivesCoiffage', 'Coiffage agressif (lissage, brushing, défrisage, colorations…)'),
    ],
  },
  {
    id: 'mode-de-vie',
    title: 'Mode de vie',
    questions: [
      q('stress', 'Stress'),
      long('stressPsychoaffectif', 'Stress psycho-affectif (deuil, séparation, choc…)'),
      q('fumezVousCombien', 'Tabac : fumez-vous ? Combien par jour ?'),
      long('alimentation', 'Alimentation'),
      long('regimeAlimentaire', 'Régime alimentaire (végétarien, amaigrissant…)'),
      long('carences', 'Carences connues (fer, vitamines, zinc…)'),
    ],
  },
];

/** The label of each question, by field (the diff of proposed answers names them). */
export const QUESTION_LABELS = Object.fromEntries(
  QUESTIONNAIRE_SECTIONS.flatMap((s) => s.questions.map((question) => [question.name, question.label])),
) as Record<QuestionnaireField, string>;
