import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, useCreateClient } from '@meche/api-client';
import {
  DraftNotice,
  enterMovesToNextField,
  paths,
  readAfterClientCreated,
  showServerErrors,
  useFormDraft,
  useLeaveGuard,
  useNotify,
  type CreatedClientState,
} from '@meche/ui';
import { ClientFormFields } from '../form/client-form-fields';
import { emptyClientValues } from '../form/client-form-values';
import { useClientForm } from '../form/use-client-form';
import { CLIENT_MESSAGES } from '../messages';
import { createErrorMessage } from './create-error-message';
import styles from './add-client-page.module.css';

const FORM_ID = 'add-client-form';
/** The draft's name in session storage (per practitioner). */
const DRAFT_NAME = 'add-client';

export function AddClientPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const createClient = useCreateClient();
  const form = useClientForm(emptyClientValues());
  const guard = useLeaveGuard(form.formState.isDirty);
  const draft = useFormDraft(form, DRAFT_NAME);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    let created;
    try {
      created = await createClient.mutateAsync(body);
    } catch (error) {
      // Nothing typed is cleared: the practitioner fixes the answer and submits again.
      setFailure(createErrorMessage(error));
      const described = describeError(error);
      if (described.kind === 'response' && described.fieldErrors) showServerErrors(form, described.fieldErrors);
      return;
    }
    notify(CLIENT_MESSAGES.created, 'success');
    draft.discard();
    guard.release();
    form.reset(emptyClientValues());
    // The practitioner's choice: her file, or the list with her at its top (never lost in the alphabetical order).
    if (readAfterClientCreated() === 'file') {
      navigate(paths.client.detail(created.id));
      return;
    }
    const state: CreatedClientState = { createdClient: { id: created.id, lastName: created.lastName, firstName: created.firstName } };
    navigate(paths.clients, { state });
  });

  return (
    <section className={styles.page} aria-labelledby="add-client-title">
      <h1 id="add-client-title" className={styles.title}>
        Ajouter un client
      </h1>
      <DraftNotice draft={draft} />
      <form
        id={FORM_ID}
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={enterMovesToNextField}
        noValidate
        aria-busy={createClient.isPending}
      >
        <ClientFormFields form={form} />
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
