import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, useCreateClient } from '@meche/api-client';
import { paths, useNotify } from '@meche/ui';
import { ClientFormFields } from '../form/client-form-fields';
import { emptyClientValues } from '../form/client-form-values';
import { useClientForm } from '../form/use-client-form';
import { CLIENT_MESSAGES } from '../messages';
import { createErrorMessage } from './create-error-message';
import styles from './add-client-page.module.css';

const FORM_ID = 'add-client-form';

export function AddClientPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const createClient = useCreateClient();
  const form = useClientForm(FORM_ID, emptyClientValues);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = form.validate();
    if (!body) return;
    createClient.mutate(body, {
      onSuccess: () => {
        notify(CLIENT_MESSAGES.created, 'success');
        form.reset(emptyClientValues());
        navigate(paths.clients);
      },
      // Nothing typed is cleared: the practitioner fixes the answer and submits again.
      onError: (error) => {
        setFailure(createErrorMessage(error));
        const described = describeError(error);
        if (described.kind === 'response' && described.fieldErrors) form.setErrors(described.fieldErrors);
      },
    });
  };

  return (
    <section className={styles.page} aria-labelledby="add-client-title">
      <h1 id="add-client-title" className={styles.title}>
        Ajouter un client
      </h1>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-busy={createClient.isPending}>
        <ClientFormFields values={form.values} errors={form.errors} onChange={form.setField} />
        <div className={styles.footer}>
          {failure ? (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="meche-btn" onClick={() => navigate(-1)}>
              Annuler
            </button>
            <button type="submit" className="meche-btn meche-btn--primary" disabled={createClient.isPending}>
              Enregistrer
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
