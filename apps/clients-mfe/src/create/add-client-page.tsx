import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { practiceRulesQueries, useCreateClient } from '@meche/api-client';
import type { ClientInput } from '@meche/contracts';
import {
  useSaveFlow,
  FailureText,
  enterMovesToNextField,
  showServerErrors,
  useLeaveGuard,
  type CreatedClientState,
} from '@meche/front-kit';
import { DraftNotice, useFormDraft } from '@meche/ui';
import { clientsPaths } from '@meche/page-paths';
import { ClientFormFields } from '../form/client-form-fields';
import { emptyClientValues } from '../form/client-form-values';
import { useClientForm } from '../form/use-client-form';
import { CLIENT_MESSAGES } from '../messages';
import styles from './add-client-page.module.css';

const FORM_ID = 'add-client-form';
/** The draft's name in session storage (per practitioner). */
const DRAFT_NAME = 'add-client';

export function AddClientPage() {
  const navigate = useNavigate();
  const createClient = useCreateClient();
  const form = useClientForm(emptyClientValues());
  const guard = useLeaveGuard(form.formState.isDirty);
  const draft = useFormDraft(form, DRAFT_NAME);
  // Read while she types, so the choice is there when the save answers; unread, the spec's list is the default.
  const rules = useQuery(practiceRulesQueries.detail());
  // A failure clears nothing typed: the practitioner fixes the answer and submits again.
  const save = useSaveFlow({
    save: (body: ClientInput) => createClient.mutateAsync(body),
    // Where she goes depends on the client saved and on her choice in the settings: decided in onSaved.
    after: { kind: 'stay' },
    saved: CLIENT_MESSAGES.created,
    failure: CLIENT_MESSAGES.createFailure,
    onFields: (fields) => showServerErrors(form, fields),
    onSaved: (created) => {
      draft.discard();
      guard.release();
      form.reset(emptyClientValues());
      // The practitioner's choice: her file, or the list with her at its top (never lost in the alphabetical order).
      if (rules.data?.afterClientCreated === 'file') {
        navigate(clientsPaths.detail(created.id));
        return;
      }
      const state: CreatedClientState = { createdClient: { id: created.id, lastName: created.lastName, firstName: created.firstName } };
      navigate(clientsPaths.clients, { state });
    },
  });
  const onSubmit = form.handleSubmit(save.submit);

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
        aria-busy={save.saving}
      >
        <ClientFormFields form={form} />
        <div className={styles.footer}>
          <FailureText message={save.failure?.message} className={styles.failure} />
          <div className={styles.actions}>
            <button type="button" className="meche-btn" onClick={() => navigate(-1)}>
              Annuler
            </button>
            <button type="submit" className="meche-btn meche-btn--primary" disabled={save.saving}>
              Enregistrer
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
