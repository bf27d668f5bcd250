import { SEX_LABELS, type ClientSummary } from '@meche/contracts';
import { DeleteButton } from '@meche/front-kit';
import { DataTable, ScrollBox, type DataColumn } from '@meche/ui';
import styles from './clients-page.module.css';

interface ClientsTableProps {
  clients: ClientSummary[];
  onOpen(id: number): void;
  onDelete(client: ClientSummary): void;
  /** Id of the row whose deletion is under way. */
  deletingId: number | null;
}

/** The name cells a row's buttons are described by. */
const nameId = (client: ClientSummary) => `client-${client.id}-name`;

export function ClientsTable({ clients, onOpen, onDelete, deletingId }: ClientsTableProps) {
  const columns: DataColumn<ClientSummary>[] = [
    { header: 'Nom', rowHeader: true, cellClassName: styles.name, cellId: nameId, cell: (client) => client.lastName },
    { header: 'Prénom', labelled: true, cellId: (client) => `${nameId(client)}-first`, cell: (client) => client.firstName },
    { header: 'Code Postal', labelled: true, cell: (client) => client.zipCode },
    { header: 'Sexe', labelled: true, cell: (client) => SEX_LABELS[client.sex] },
    {
      header: 'Actions',
      hiddenHeader: true,
      cellClassName: styles.actions,
      cell: (client) => {
        const describedBy = `${nameId(client)} ${nameId(client)}-first`;
        return (
          <>
            <button type="button" className="meche-btn meche-btn--small" aria-describedby={describedBy} onClick={() => onOpen(client.id)}>
              Profil
            </button>
            <DeleteButton small describedBy={describedBy} disabled={deletingId === client.id} onDelete={() => onDelete(client)} />
          </>
        );
      },
    },
  ];
  return (
    // On a narrow screen the table scrolls in its own box: the page keeps its width, the buttons stay reachable.
    <ScrollBox className={styles.tableBox}>
      <DataTable className={styles.table} columns={columns} rows={clients} rowKey={(client) => client.id} />
    </ScrollBox>
  );
}
