import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clientQueries, useDeleteClient } from '@meche/api-client';
import { CLIENT_SEARCH_DEBOUNCE_MS, type ClientSummary } from '@meche/contracts';
import { QueryState, useDeleteFlow, useListController, ImportExportActions } from '@meche/front-kit';
import { Pagination } from '@meche/ui';
import { clientsPaths } from '@meche/page-paths';
import { CLIENT_MESSAGES } from '../messages';
import { clientListQuery } from './client-list-query';
import { ClientsTable } from './clients-table';
import { CreatedClient } from './created-client';
import styles from './clients-page.module.css';

export function ClientsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { input, setInput, page, setPage, list, loadingPage } = useListController({
    debounceMs: CLIENT_SEARCH_DEBOUNCE_MS,
    query: clientListQuery,
  });
  const deleteClient = useDeleteClient();
  // A 409 (the client still has programmes) is the server's own sentence, said as a toast; nothing is deleted.
  const deletion = useDeleteFlow({
    question: CLIENT_MESSAGES.confirmDelete,
    remove: (client: ClientSummary) => deleteClient.mutateAsync(client.id),
  });

  // The file is asked for on the click, while the route changes and the detail page renders, rather than
  // once that page has mounted. Not on hover: each read of a file is audited, and a hover is not a read.
  const onOpen = (id: number) => {
    void queryClient.prefetchQuery(clientQueries.detail(id));
    navigate(clientsPaths.detail(id));
  };

  return (
    <section className={styles.page} aria-labelledby="clients-title">
      <header className={styles.header}>
        <h1 id="clients-title" className={styles.title}>
          Clients
        </h1>
        <div className={styles.headerActions}>
          <button type="button" className="meche-btn meche-btn--primary" onClick={() => navigate(clientsPaths.addClient)}>
            Ajouter un client
          </button>
          <ImportExportActions kind="clients" />
        </div>
      </header>

      <div className={`meche-field ${styles.search}`}>
        <label htmlFor="clients-search">Rechercher un client</label>
        <input
          id="clients-search"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Nom, prénom, ville, code postal, email, téléphone…"
          autoComplete="off"
        />
      </div>

      <CreatedClient />

      <QueryState query={list} loading="Chargement des clients…" failure={CLIENT_MESSAGES.listFailed}>
        {(data) => (
          <div className={styles.results} aria-busy={loadingPage}>
            {data.content.length === 0 ? (
              <p className={styles.empty}>{CLIENT_MESSAGES.empty}</p>
            ) : (
              <ClientsTable
                clients={data.content}
                onOpen={onOpen}
                onDelete={(client) => void deletion.request(client)}
                deletingId={deletion.deleting?.id ?? null}
              />
          )}
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} disabled={loadingPage} />
        </div>
        )}
      </QueryState>
    </section>
  );
}
