import { useRecordConsent } from '@meche/api-client';
import { describeFailure, fieldError, showServerErrors, useNotify, useSchemaForm } from '@meche/front-kit';
import { Field } from '@meche/ui';
import {
  CONSENT_METHOD_LABELS,
  CONSENT_METHODS,
  CONSENT_TEXTS,
  CONSENT_VERSIONS,
  CURRENT_CONSENT_VERSION,
  EARLIEST_DATE,
  consentInputSchema,
  todayIso,
  type ConsentInput,
} from '@meche/contracts';
import { CONSENT_MESSAGES } from '../messages';
import styles from './consent-panel.module.css';

interface ConsentFormValues {
  givenOn: string;
  method: string;
  textVersion: string;
}

/** Records the consent as given: the day, how it was signed, and the version of the text the client read. */
export function ConsentForm({ clientId, onDone }: { clientId: number; onDone(): void }) {
  const notify = useNotify();
  const record = useRecordConsent(clientId);
  const form = useSchemaForm<ConsentFormValues, ConsentInput>({
    schema: consentInputSchema,
    defaultValues: { givenOn: todayIso(), method: 'paper', textVersion: CURRENT_CONSENT_VERSION },
  });

  const onSubmit = form.handleSubmit((body) =>
    record.mutateAsync(body).then(
      () => {
        notify(CONSENT_MESSAGES.recorded, 'success');
        onDone();
      },
      (error: unknown) => {
        const failure = describeFailure(error);
        if (failure.fields) showServerErrors(form, failure.fields);
        else notify(failure.message, 'error');
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Consentement recueilli">
      <Field label="Date du consentement" error={fieldError(form, 'givenOn')}>
        <input type="date" className="meche-input" min={EARLIEST_DATE} max={todayIso()} {...form.register('givenOn')} />
      </Field>
      <Field label="Mode de recueil" error={fieldError(form, 'method')}>
        <select className="meche-input" {...form.register('method')}>
          {CONSENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {CONSENT_METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Version du texte" error={fieldError(form, 'textVersion')}>
        <select className="meche-input" {...form.register('textVersion')}>
          {CONSENT_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v} — {CONSENT_TEXTS[v].title}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.formActions}>
        <button type="button" className="meche-btn" onClick={onDone} disabled={record.isPending}>
          Annuler
        </button>
        <button type="submit" className="meche-btn meche-btn--primary" disabled={record.isPending}>
          Enregistrer
        </button>
      </div>
    </form>
  );
}
