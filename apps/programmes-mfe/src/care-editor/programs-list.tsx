import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clientQueries, programQueries, useDeleteProgram } from '@meche/api-client';
import type { Program } from '@meche/contracts';
import { DeleteButton, QueryState, useDeleteFlow } from '@meche/front-kit';
import { DataTable, formatDate, formatPrice, ScrollBox, type DataColumn } from '@meche/ui';
import { programmesPaths } from '@meche/page-paths';
import { savedProgrammeSheet } from '../programme-print/saved-programme-sheet';
import { SendSheetButton } from '../programme-print/send-sheet-button';
import { usePrintProgramme } from '../programme-print/use-print-programme';
import styles from './programs-list.module.css';

const DELETE_PROGRAM_CONFIRM = 'Voulez-vous supprimer ce programme ?';
/** In English as practitioners know it (docs/product.md): 'Error deleting program: ' + the server's message. */
const DELETE_PROGRAM_ERROR = 'Error deleting program';
const NO_PROGRAMS = 'Aucun soins pour ce client.';

export interface ProgramsListProps {
  clientId: number;
  clientName: string | undefined;
  /** The programme open in the editor: every action waits until that edit is closed. */
  editing: boolean;
  onEdit(program: Program): void;
  /** Lets the page drop what other features keep about the programme (planning drafts). */
  onDeleted(programId: number): void;
}

export function ProgramsList({ clientId, clientName, editing, onEdit, onDeleted }: ProgramsListProps) {
  const navigate = useNavigate();
  const programs = useQuery(programQueries.byClient(clientId));
  const deleteProgram = useDeleteProgram(clientId);
  const deletion = useDeleteFlow({
    question: DELETE_PROGRAM_CONFIRM,
    remove: (program: Program) => deleteProgram.mutateAsync(program.id),
    failure: { server: (message) => `${DELETE_PROGRAM_ERROR}: ${message}`, noMessage: `${DELETE_PROGRAM_ERROR}:` },
    onDeleted: (program) => onDeleted(program.id),
  });
  const printProgramme = usePrintProgramme();
  // The client file the page above loaded: its declared answers are printed as points of vigilance.
  const client = useQuery(clientQueries.detail(clientId)).data ?? {};

  if (programs.data === undefined || programs.data.length === 0) {
    return (
      <QueryState
        query={programs}
        loading="Chargement des programmes…"
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.empty}>{NO_PROGRAMS}</p>}
      />
    );
  }

  const columns: DataColumn<Program>[] = [
    { header: 'Référence', rowHeader: true, cell: (program) => program.programReference },
    { header: 'Date de création', labelled: true, cell: (program) => formatDate(program.createdDate) },
    { header: 'Prix total', labelled: true, className: styles.number, cell: (program) => formatPrice(program.totalProgramPrice) },
    {
      header: 'Actions',
      cell: (program) => (
        <div className={styles.actions}>
          <button
            type="button"
            className="meche-btn meche-btn--primary"
            disabled={editing}
            onClick={() =>
              navigate(programmesPaths.planning(program.id), {
                state: clientName ? { clientName } : undefined,
              })
            }
          >
            Planifier
          </button>
          <button type="button" className="meche-btn" disabled={editing} onClick={() => onEdit(program)}>
            Modifier
          </button>
          {/* The saved programme, straight from the list: no need to open it in the editor first. While one is
              open there, the editor's own 'Imprimer' and 'Envoyer par e-mail' act on what is on screen. */}
          {!editing && (
            <>
              <button
                type="button"
                className="meche-btn"
                aria-label={`Imprimer le programme ${program.programReference}`}
                onClick={() => void printProgramme(savedProgrammeSheet(program, clientName ?? '', client))}
              >
                Imprimer
              </button>
              <SendSheetButton programId={program.id} programReference={program.programReference} />
            </>
          )}
          <DeleteButton disabled={editing || deletion.deleting?.id === program.id} onDelete={() => void deletion.request(program)} />
        </div>
      ),
    },
  ];

  return (
    <ScrollBox className={styles.scroll}>
      <DataTable className={styles.table} caption="Programmes de soins" columns={columns} rows={programs.data} rowKey={(program) => program.id} />
    </ScrollBox>
  );
}
