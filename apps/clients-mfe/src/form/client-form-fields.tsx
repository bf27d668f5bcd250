import { memo } from 'react';
import { EARLIEST_DATE, QUESTIONNAIRE_FIELDS, SEX_LABELS, SEXES, todayIso } from '@meche/contracts';
import { fieldError, type FieldRegistration } from '@meche/front-kit';
import { Field, type FieldControlProps } from '@meche/ui';
import { layoutOrder, NOTES_GROUP, PROFILE_GROUPS, QUESTIONNAIRE_GROUPS, type FieldDescriptor, type FieldGroup } from './client-fields';
import { QuickAnswer } from './quick-answer';
import type { ClientForm } from './use-client-form';
import styles from './client-form.module.css';

/** Same shape as the schema's phone rule: digits, spaces, a leading '+'. */
const PHONE_INPUT_PATTERN = '\\+?[0-9 ]*';

interface ClientFormFieldsProps {
  form: ClientForm;
}

function Control({ field, registration, control }: { field: FieldDescriptor; registration: FieldRegistration; control: FieldControlProps }) {
  const common = { ...control, ...registration, required: field.required };
  switch (field.kind) {
    case 'long':
      return <textarea {...common} rows={2} />;
    case 'sex':
      return (
        <select {...common}>
          <option value="">-- Choisir --</option>
          {SEXES.map((s) => (
            <option key={s} value={s}>
              {SEX_LABELS[s]}
            </option>
          ))}
        </select>
      );
    case 'date':
      return <input {...common} type="date" min={EARLIEST_DATE} max={todayIso()} />;
    case 'email':
      return <input {...common} type="email" autoComplete="off" />;
    // type=tel + numeric keypad: a number input would turn '0612…' into 612….
    case 'tel':
      return <input {...common} type="tel" inputMode="numeric" pattern={PHONE_INPUT_PATTERN} autoComplete="off" />;
    default:
      return <input {...common} type="text" autoComplete="off" />;
  }
}

function Label({ field }: { field: FieldDescriptor }) {
  return (
    <>
      {field.label}
      {field.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}

function GroupFieldset({ group, form }: ClientFormFieldsProps & { group: FieldGroup }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{group.title}</legend>
      <div className={styles.grid}>
        {layoutOrder(group.fields).map((field) => (
          <FieldRow
            key={field.name}
            field={field}
            error={fieldError(form, field.name)}
            register={form.register}
            control={form.control}
            setValue={form.setValue}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface FieldRowProps {
  field: FieldDescriptor;
  error: string | undefined;
  register: ClientForm['register'];
  control: ClientForm['control'];
  setValue: ClientForm['setValue'];
}

const QUESTIONS: ReadonlySet<string> = new Set(QUESTIONNAIRE_FIELDS);

// Memoised: a message shown re-renders its field, not the 47 of the file.
const FieldRow = memo(function FieldRow({ field, error, register, control: formControl, setValue }: FieldRowProps) {
  return (
    <Field
      label={<Label field={field} />}
      error={error}
      hint={field.hint}
      className={field.kind === 'long' ? styles.long : undefined}
    >
      {(control) => (
        <>
          {QUESTIONS.has(field.name) ? (
            <QuickAnswer name={field.name} label={field.label} inputId={control.id} control={formControl} setValue={setValue} />
          ) : null}
          <Control field={field} registration={register(field.name)} control={control} />
        </>
      )}
    </Field>
  );
});

/** Every input of a client file, grouped in fieldsets: the create form and the edit form share it. */
export function ClientFormFields(props: ClientFormFieldsProps) {
  return (
    <div className={styles.sections}>
      <p className={styles.legendNote}>Les champs marqués * sont obligatoires.</p>
      {PROFILE_GROUPS.map((group) => (
        <GroupFieldset key={group.id} group={group} {...props} />
      ))}
      <h2 className={styles.partTitle}>Questionnaire santé et cheveux</h2>
      {QUESTIONNAIRE_GROUPS.map((group) => (
        <GroupFieldset key={group.id} group={group} {...props} />
      ))}
      <GroupFieldset group={NOTES_GROUP} {...props} />
    </div>
  );
}
