import { useState } from 'react';
import { useUpdatePracticeSettings } from '@meche/api-client';
import { practiceSettingsInputSchema, type PracticeSettings } from '@meche/contracts';
import {
  checkOnlyResolver,
  enterMovesToNextField,
  fieldError,
  showServerErrors,
  useLeaveGuard,
  useNotify,
  useSchemaForm,
} from '@meche/front-kit';
import { Field, Spinner } from '@meche/ui';
import { saveError } from './save-error';
import styles from './settings-page.module.css';

export const SETTINGS_SAVED = 'Réglages enregistrés.';

interface Values {
  name: string;
  address: string;
  phone: string;
  siret: string;
}

const valuesOf = (s: PracticeSettings): Values => ({ name: s.name ?? '', address: s.address ?? '', phone: s.phone ?? '', siret: s.siret ?? '' });
// Sent as typed: the server keeps the practitioner's spacing of a phone or a SIRET for the sheets.
const resolver = checkOnlyResolver<Values>(practiceSettingsInputSchema);

/** The text details; checked by the contracts' schema before sending, then by the server. Nothing typed is lost on a failure. */
export function SettingsForm({ settings }: { settings: PracticeSettings }) {
  const update = useUpdatePracticeSettings();
  const notify = useNotify();
  const form = useSchemaForm<Values, Values>({ resolver, defaultValues: valuesOf(settings) });
  const [formError, setFormError] = useState<string | null>(null);
  useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // What the server kept (a SIRET without its spaces) becomes the unchanged state.
      form.reset(valuesOf(await update.mutateAsync(values)));
      notify(SETTINGS_SAVED, 'success');
    } catch (error) {
      const failure = saveError(error);
      showServerErrors(form, failure.fields);
      setFormError(failure.message);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} onKeyDown={enterMovesToNextField} aria-label="Coordonnées du cabinet" noValidate>
      <Field label="Nom du cabinet" error={fieldError(form, 'name')}>
        <input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label="Adresse" error={fieldError(form, 'address')} hint="Sur une ou deux lignes, telle qu’imprimée.">
        <textarea rows={3} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field label="Téléphone" error={fieldError(form, 'phone')}>
        <input type="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <Field label="SIRET" error={fieldError(form, 'siret')} hint="14 chiffres, espaces permis.">
        <input inputMode="numeric" {...form.register('siret')} />
      </Field>
      {formError ? (
        <p role="alert" className="meche-field__error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="meche-btn meche-btn--primary" disabled={update.isPending}>
          {update.isPending ? <Spinner size="small" label="Enregistrement en cours" /> : null}
          Enregistrer
        </button>
      </div>
    </form>
  );
}
