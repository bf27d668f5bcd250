import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate, useOutlet, useSearchParams } from 'react-router-dom';
import { useUpdateClient } from '@meche/api-client';
import type { Client, ClientInput } from '@meche/contracts';
import { useSaveFlow, FailureText } from '@meche/front-kit';
import { formatDate, Spinner } from '@meche/ui';
import { clientsPaths, PHOTO_FOLLOW_UP_QUERY, type AddCareState } from '@meche/page-paths';
import { PageLink } from '@meche/runtime';
import { CLIENT_MESSAGES } from '../messages';
import { ConsentPanel } from '../consent/consent-panel';
import { RecordConsent } from '../consent/record-consent';
import { ExportButton } from '../export/export-button';
import { PHOTO_FOLLOW_UP_ID } from '../photos/photo-anchor';
import { ProposalPanel } from '../questionnaire-link/proposal-panel';
import { QuestionnaireLinkPanel } from '../questionnaire-link/questionnaire-link-panel';
import { RemindersOptOut } from '../reminders/reminders-opt-out';
import { VigilancePanel } from '../vigilance/vigilance-panel';
import { ClientVisits } from '../visits/client-visits';
import type { ClientEditFormHandle } from './client-edit-form';
import { ClientFileView } from './client-file-view';
import { useOutletAfterPanels } from './use-outlet-after-panels';
import styles from './client-detail-page.module.css';

const EDIT_FORM_ID = 'client-edit-form';

const editFormModule = () => import('./client-edit-form');
// A file is mostly read: the form layer loads on 'Modifier Profile', its download started as the pointer or the
// focus reaches the button.
const ClientEditForm = lazy(() => editFormModule().then((m) => ({ default: m.ClientEditForm })));
const preloadEditForm = () => void editFormModule().catch(() => undefined);

// Its code (upload, timeline, comparison) loads with the first opening, not with every client file.
const PhotoFollowUp = lazy(() => import('../photos/photo-follow-up').then((m) => ({ default: m.PhotoFollowUp })));

/** One client's file: read view ↔ edit form, then the programmes remote's outlet. */
export function ClientFile({ client }: { client: Client }) {
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const outletShown = useOutletAfterPanels(client.id);
  const update = useUpdateClient(client.id);
  const editForm = useRef<ClientEditFormHandle>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // The address says whether the photo follow-up is open: Back closes it, a link opens it.
  const photosOpen = searchParams.get(PHOTO_FOLLOW_UP_QUERY.name) === PHOTO_FOLLOW_UP_QUERY.value;
  const [editing, setEditing] = useState(false);
  const fullName = `${client.firstName} ${client.lastName}`;

  // Each edit mounts its form from the file as it is now; 'Annuler' drops it (the explicit choice: not asked again).
  const setEditMode = (on: boolean) => {
    save.clearFailure();
    setEditing(on);
  };

  const save = useSaveFlow({
    save: (body: ClientInput) => update.mutateAsync(body),
    after: { kind: 'stay' },
    saved: 'Fiche client enregistrée.',
    failure: CLIENT_MESSAGES.detailFailure,
    onFields: (fields) => editForm.current?.showServerErrors(fields),
    onSaved: () => setEditing(false),
  });

  const togglePhotos = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (photosOpen) next.delete(PHOTO_FOLLOW_UP_QUERY.name);
      else next.set(PHOTO_FOLLOW_UP_QUERY.name, PHOTO_FOLLOW_UP_QUERY.value);
      return next;
    });

  // Opened straight from a link or a new tab there is no page to go back to.
  const goBack = () => (location.key === 'default' ? navigate(clientsPaths.clients) : navigate(-1));

  return (
    <article className={styles.page} aria-labelledby="client-title">
      <header className={styles.header}>
        <div>
          <h1 id="client-title" className={styles.title}>
            {fullName}
          </h1>
          <p className={styles.dates}>
            <span>Créé le {formatDate(client.created)}</span>
            {client.modified !== client.created ? <span>Modifié le {formatDate(client.modified)}</span> : null}
          </p>
        </div>
        <div className={styles.toolbar}>
          <button type="button" className="meche-btn" onClick={goBack}>
            Retour
          </button>
          {/* In the sticky header: the programmes are one click away however far down the file is read. */}
          <PageLink name="programmes.addCare" params={{ clientId: client.id }} state={{ clientName: fullName } satisfies AddCareState} className="meche-btn" fallback={null}>
            Voir / Ajouter les soins
          </PageLink>
          <PageLink name="agenda.bookVisit" params={{ clientId: client.id }} className="meche-btn" fallback={null}>
            Planifier une visite
          </PageLink>
          <button type="button" className="meche-btn" aria-expanded={photosOpen} aria-controls={PHOTO_FOLLOW_UP_ID} onClick={togglePhotos}>
            Suivi photo
          </button>
          <ExportButton clientId={client.id} />
          {editing ? (
            <>
              <button type="button" key="cancel" className="meche-btn" onClick={() => setEditMode(false)} disabled={update.isPending}>
                Annuler
              </button>
              <button
                type="submit"
                key="save"
                form={EDIT_FORM_ID}
                className="meche-btn meche-btn--primary"
                disabled={update.isPending}
              >
                Enregistrer
              </button>
            </>
          ) : (
            <button
              type="button"
              key="edit"
              className="meche-btn meche-btn--primary"
              onPointerEnter={preloadEditForm}
              onFocus={preloadEditForm}
              onClick={() => setEditMode(true)}
            >
              Modifier Profile
            </button>
          )}
        </div>
      </header>

      <FailureText message={save.failure?.message} className={styles.failure} />

      <ConsentPanel client={client} />
      <QuestionnaireLinkPanel clientId={client.id} />
      <ProposalPanel client={client} />
      <VigilancePanel client={client} />
      <ClientVisits clientId={client.id} />
      <RemindersOptOut client={client} />

      {editing ? (
        <Suspense fallback={<Spinner label={CLIENT_MESSAGES.editFormLoading} />}>
          <ClientEditForm ref={editForm} client={client} id={EDIT_FORM_ID} busy={update.isPending} onSubmit={save.submit} />
        </Suspense>
      ) : (
        <ClientFileView client={client} questionnaireOpen={!outlet} />
      )}

      {photosOpen ? (
        <Suspense fallback={<Spinner label="Chargement du suivi photo…" />}>
          <PhotoFollowUp client={client} recordConsent={(onDone) => <RecordConsent clientId={client.id} onDone={onDone} />} />
        </Suspense>
      ) : null}

      <div className={styles.outlet}>{outletShown ? outlet : null}</div>
    </article>
  );
}
