import { useState, type FormEvent } from 'react';
import { useUpdatePracticeSettings } from '@meche/api-client';
import { practiceSettingsInputSchema, toFieldErrors, type FieldErrors, type PracticeSettings } from '@meche/contracts';
import { Field, Spinner, useNotify } from '@meche/ui';
import { saveError } from './save-error';
import styles from './settings-page.module.css';

export const SETTINGS_SAVED = 'Réglages enregistrés.';

const NO_ERRORS: FieldErrors = {};

interface Values {
  name: string;
  address: string;
  phone: string;
  siret: string;
}

const valuesOf = (s: PracticeSettings): Values => ({ name: s.name ?? '', address: s.address ?? '', phone: s.phone ?? '', siret: s.siret ?? '' });

/** The text details; checked by the contracts' schema before sending, then by the server. Nothing typed is lost on a failure. */
export function SettingsForm({ settings }: { settings: PracticeSettings }) {
  const update = useUpdatePracticeSettings();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = practiceSettingsInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors(NO_ERRORS);
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        notify(SETTINGS_SAVED, 'success');
      },
      onError: (error) => {
        const failure = saveError(error);
        setFieldErrors(failure.fields);
        setFormError(failure.message);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Coordonnées du cabinet" noValidate>
      <Field label="Nom du cabinet" error={fieldErrors.name}>
        <input name="name" autoComplete="organization" value={values.name} onChange={set('name')} />
      </Field>
      <Field label="Adresse" error={fieldErrors.address} hint="Sur une ou deux lignes, telle qu’imprimée.">
        <textarea name="address" rows={3} autoComplete="street-address" value={values.address} onChange={set('address')} />
      </Field>
      <Field label="Téléphone" error={fieldErrors.phone}>
        <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
      </Field>
      <Field label="SIRET" error={fieldErrors.siret} hint="14 chiffres, espaces permis.">
        <input name="siret" inputMode="numeric" value={values.siret} onChange={set('siret')} />
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
