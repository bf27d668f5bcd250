import type { ClientInput, QuestionnaireField } from '@meche/contracts';

/** Every editable field of a client file: the keys of the create/update body. */
export type ClientFieldName = keyof ClientInput & string;

type FieldKind = 'text' | 'long' | 'email' | 'tel' | 'date' | 'sex';

export interface FieldDescriptor {
  name: ClientFieldName;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown under the input, e.g. the expected format. */
  hint?: string;
}

export interface FieldGroup {
  id: string;
  title: string;
  fields: readonly FieldDescriptor[];
}

const text = (name: ClientFieldName, label: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  name,
  label,
  kind: 'text',
  ...extra,
});
const long = (name: QuestionnaireField | 'comments', label: string): FieldDescriptor => ({ name, label, kind: 'long' });

/** Who the client is and how to reach them. */
export const PROFILE_GROUPS: readonly FieldGroup[] = [
  {
    id: 'identite',
    title: 'Identité',
    fields: [
      text('lastName', 'Nom', { required: true }),
      text('firstName', 'Prénom', { required: true }),
      { name: 'sex', label: 'Sexe', kind: 'sex', required: true },
      { name: 'birthday', label: 'Date de naissance', kind: 'date' },
    ],
  },
  {
    id: 'coordonnees',
    title: 'Coordonnées',
    fields: [
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'mobilePhone', label: 'Téléphone mobile', kind: 'tel', hint: 'Chiffres uniquement, ex. 0612345678' },
      { name: 'homePhone', label: 'Téléphone fixe', kind: 'tel', hint: 'Chiffres uniquement, ex. 0123456789' },
      text('streetName', 'Adresse (numéro et rue)'),
      text('zipCode', 'Code postal'),
      text('city', 'Ville'),
    ],
  },
];

/**
 * The 36 questionnaire answers under French headings: one list used by the create form,
 * the detail view and the edit form. Long answers get a textarea.
 */
export const QUESTIONNAIRE_GROUPS: readonly FieldGroup[] = [
  {
    id: 'sante',
    title: 'Santé',
    fields: [
      text('pacemaker', 'Porteur d’un pacemaker'),
      text('anticoagulants', 'Traitement anticoagulant'),
      long('chimiotherapie', 'Chimiothérapie (en cours ou passée)'),
      text('crisesEpilepsie', 'Crises d’épilepsie'),
      long('allergiesOuIntolerances', 'Allergies ou intolérances'),
      text('problemesThyroidiens', 'Problèmes thyroïdiens'),
      long('interventionsChirurgicales', 'Interventions chirurgicales'),
      text('gastroplastie', 'Gastroplastie (chirurgie de l’obésité)'),
      text('fatigueGenerale', 'Fatigue générale'),
    ],
  },
  {
    id: 'hormones',
    title: 'Hormones et grossesse',
    fields: [
      text('dereglementHormonal', 'Dérèglement hormonal'),
      text('menopause', 'Ménopause'),
      text('moyenContraception', 'Moyen de contraception'),
      text('reglesAbondantes', 'Règles abondantes'),
      text('enceinte', 'Enceinte actuellement'),
      text('enfant2DerniereAnnee', 'Enfant né dans les 2 dernières années'),
      text('chuteApresAccouchement', 'Chute de cheveux après l’accouchement'),
      text('interruptionAllaitement', 'Arrêt de l’allaitement'),
      text('fausseCouche', 'Fausse couche'),
    ],
  },
  {
    id: 'cheveux',
    title: 'Cheveux et cuir chevelu',
    fields: [
      text('chuteCheveuxDepuisQuand', 'Chute de cheveux : depuis quand ?'),
      long('typeChute', 'Type de chute (diffuse, localisée, par plaques…)'),
      text('herediteChuteCheveux', 'Chute de cheveux dans la famille (hérédité)'),
      text('calvitie', 'Calvitie'),
      text('cheveuxPeuAbondants', 'Cheveux peu abondants'),
      text('pelade', 'Pelade'),
      text('cheveuxGras', 'Cheveux gras'),
      text('cheveuxSecs', 'Cheveux secs'),
      text('trichotillomanie', 'Trichotillomanie (arrachage des cheveux)'),
    ],
  },
  {
    id: 'habitudes',
    title: 'Habitudes capillaires',
    fields: [
      text('nombreShampoingsParSemaine', 'Shampooings par semaine'),
      text('apresShampoingMasque', 'Après-shampooing ou masque'),
      long('methodesAgressivesCoiffage', 'Coiffage agressif (lissage, brushing, défrisage, colorations…)'),
    ],
  },
  {
    id: 'mode-de-vie',
    title: 'Mode de vie',
    fields: [
      text('stress', 'Stress'),
      long('stressPsychoaffectif', 'Stress psycho-affectif (deuil, séparation, choc…)'),
      text('fumezVousCombien', 'Tabac : fumez-vous ? Combien par jour ?'),
      long('alimentation', 'Alimentation'),
      long('regimeAlimentaire', 'Régime alimentaire (végétarien, amaigrissant…)'),
      long('carences', 'Carences connues (fer, vitamines, zinc…)'),
    ],
  },
];

export const NOTES_GROUP: FieldGroup = {
  id: 'notes',
  title: 'Notes',
  fields: [long('comments', 'Commentaires')],
};

/** Short answers first, then the long ones full width: the grid stays regular on screen. */
export function layoutOrder(fields: readonly FieldDescriptor[]): FieldDescriptor[] {
  return [...fields.filter((f) => f.kind !== 'long'), ...fields.filter((f) => f.kind === 'long')];
}

/** Every field, in display order. */
export const ALL_FIELDS: readonly FieldDescriptor[] = [...PROFILE_GROUPS, ...QUESTIONNAIRE_GROUPS, NOTES_GROUP].flatMap(
  (g) => g.fields,
);
