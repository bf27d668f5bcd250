import { SEX_LABELS, type ClientSummary } from '@meche/contracts';
import { DeleteButton } from '@meche/front-kit';
import { ScrollBox } from '@meche/ui';
import styles from './clients-page.module.css';

interface ClientsTableProps {
  clients: ClientSummary[];
  onOpen(id: number): void;
  onDelete(client: ClientSummary): void;
  /** Id of the row whose deletion is under way. */
  deletingId: number | null;
}

export function ClientsTable({ clients, onOpen, onDelete, deletingId }: ClientsTableProps) {
  return (
    // On a narrow screen the table scrolls in its own box: the page keeps its width, the buttons stay reachable.
    <ScrollBox className={styles.tableBox}>
      <table className={`meche-table meche-table--cards ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Prénom</th>
            <th scope="col">Code Postal</th>
            <th scope="col">Sexe</th>
            <th scope="col">
              <span className="meche-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => {
            const nameId = `client-${client.id}-name`;
            const describedBy = `${nameId} ${nameId}-first`;
            return (
              <tr key={client.id}>
                <th scope="row" id={nameId} className={styles.name}>
                  {client.lastName}
                </th>
                <td id={`${nameId}-first`} data-label="Prénom">{client.firstName}</td>
                <td data-label="Code Postal">{client.zipCode}</td>
                <td data-label="Sexe">{SEX_LABELS[client.sex]}</td>
                <td className={styles.actions}>
                  <button
                    type="button"
                    className="meche-btn meche-btn--small"
                    aria-describedby={describedBy}
                    onClick={() => onOpen(client.id)}
                  >
                    Profil
                  </button>
                  <DeleteButton small describedBy={describedBy} disabled={deletingId === client.id} onDelete={() => onDelete(client)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
