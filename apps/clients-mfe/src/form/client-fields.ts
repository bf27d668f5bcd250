import { QUESTIONNAIRE_SECTIONS, type ClientInput, type QuestionnaireField } from '@meche/contracts';

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
 * The 36 questionnaire answers under French headings (shared with the client's own page through the contracts): one
 * list used by the create form, the detail view and the edit form. Long answers get a textarea.
 */
export const QUESTIONNAIRE_GROUPS: readonly FieldGroup[] = QUESTIONNAIRE_SECTIONS.map((section) => ({
  id: section.id,
  title: section.title,
  fields: section.questions.map((question) => (question.long ? long(question.name, question.label) : text(question.name, question.label))),
}));

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
