import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { programQueries } from '@meche/api-client';
import { parseRouteId, type Program } from '@meche/contracts';
import { LEAVE_MESSAGES, useConfirm } from '@meche/front-kit';
import { OPEN_PROGRAMME_QUERY, programmesPaths } from '@meche/page-paths';
import { useAuth } from '@meche/runtime';
import { Spinner } from '@meche/ui';
import { EDITOR_MSG } from '../messages';
import { ProgramsList } from './programs-list';
import { clearProgramDrafts } from '../shared/program-drafts';
import { useClientName } from '../shared/use-client-name';
import { useReveal } from '../shared/use-reveal';
import frame from '../shared/page.module.css';
import styles from './add-care-page.module.css';

const editorModule = () => import('./care-editor');
// The title and the client's programmes paint with the page's own code; the editor's form layer (zod, react-hook-form,
// the care table) follows, asked for once the page is there. It appears below the list once the list is settled
// anyway, so nothing waits for it that did not already.
const CareEditor = lazy(() => editorModule().then((m) => ({ default: m.CareEditor })));

/** add-care: the client's programmes, and below them the editor (a new programme unless one is being edited). */
export function AddCarePage() {
  const clientId = parseRouteId(useParams().clientId);
  const clientName = useClientName(clientId);
  // ?programme=<id> (a link to one programme, e.g. from the dashboard) opens it in the editor, which reveals itself.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = parseRouteId(searchParams.get(OPEN_PROGRAMME_QUERY) ?? undefined);
  const headingRef = useReveal<HTMLHeadingElement>(linkedId === undefined);
  const [chosen, setChosen] = useState<Program | undefined>();
  // A new key gives a fresh, empty editor after a save or a cancel.
  const [editorKey, setEditorKey] = useState(0);
  const confirm = useConfirm();
  const userId = useAuth().user?.userId;
  // Modifier swaps the editor without leaving the page, so no route guard sees it: the page asks the same question.
  const editorDirty = useRef(false);
  const setEditorDirty = useCallback((dirty: boolean) => void (editorDirty.current = dirty), []);
  // The list's query (shared with ProgramsList): the editor comes once the list above it has its height, so it
  // is not pushed down the page while the practitioner reaches for it (layout shift).
  const programs = useQuery({ ...programQueries.byClient(clientId ?? 0), enabled: clientId !== undefined });
  const listSettled = clientId === undefined || !programs.isPending;
  const editing = chosen ?? programs.data?.find((program) => program.id === linkedId);
  useEffect(() => void editorModule().catch(() => undefined), []);

  const edit = async (program: Program) => {
    if (editorDirty.current && !(await confirm(LEAVE_MESSAGES.question, { confirmLabel: LEAVE_MESSAGES.leave, cancelLabel: LEAVE_MESSAGES.stay }))) return;
    setChosen(program);
    setEditorKey((k) => k + 1);
  };

  const closeEditor = () => {
    setChosen(undefined);
    if (linkedId !== undefined) setSearchParams({}, { replace: true });
    setEditorKey((k) => k + 1);
  };

  return (
    <section className={frame.page} aria-labelledby="programmes-title">
      <h2 id="programmes-title" ref={headingRef} tabIndex={-1} className={frame.title}>
        Programmes de soins{clientName ? ` — ${clientName}` : ''}
      </h2>
      {clientId !== undefined && (
        <p className={styles.fromProtocol}>
          <Link to={programmesPaths.protocols}>Nouveau programme depuis un protocole</Link>
        </p>
      )}
      {clientId !== undefined && (
        <ProgramsList
          clientId={clientId}
          clientName={clientName}
          editing={editing !== undefined}
          onEdit={(program) => void edit(program)}
          onDeleted={(programId) => {
            if (userId !== undefined) clearProgramDrafts(userId, programId);
          }}
        />
      )}
      {listSettled && (
        <Suspense fallback={<Spinner label={EDITOR_MSG.loading} />}>
          <CareEditor
            key={editorKey}
            clientId={clientId}
            clientName={clientName}
            program={editing}
            onSaved={closeEditor}
            onCancel={closeEditor}
            onDirtyChange={setEditorDirty}
          />
        </Suspense>
      )}
    </section>
  );
}
