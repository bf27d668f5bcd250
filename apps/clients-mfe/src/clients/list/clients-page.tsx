import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clientQueries, describeError, useDeleteClient } from '@meche/api-client';
import { CLIENT_SEARCH_DEBOUNCE_MS, MSG, type ClientSummary } from '@meche/contracts';
import { ImportExportActions, Pagination, paths, Spinner, useConfirm, useNotify, usePagedSearch } from '@meche/ui';
import { CLIENT_MESSAGES } from '../messages';
import { clientListQuery } from './client-list-query';
import { ClientsTable } from './clients-table';
import { CreatedClient } from './created-client';
import styles from './clients-page.module.css';

export function ClientsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const { input, setInput, search, page, setPage } = usePagedSearch(CLIENT_SEARCH_DEBOUNCE_MS);
  const list = useQuery(clientListQuery({ page, search }));
  const deleteClient = useDeleteClient();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  // The file is asked for on the click, while the route changes and the detail page renders, rather than
  // once that page has mounted. Not on hover: each read of a file is audited, and a hover is not a read.
  const onOpen = (id: number) => {
    void queryClient.prefetchQuery(clientQueries.detail(id));
    navigate(paths.client.detail(id));
  };

  const onDelete = async (client: ClientSummary) => {
    if (!(await confirm(CLIENT_MESSAGES.confirmDelete, { confirmLabel: 'Supprimer' }))) return;
    setDeletingId(client.id);
    deleteClient.mutate(client.id, {
      // 409: the client still has programmes; the server says so and nothing is deleted.
      onError: (error) => notify(describeError(error).message ?? MSG.serverError, 'error'),
      onSettled: () => setDeletingId(null),
    });
  };

  const data = list.data;
  const loadingPage = list.isPlaceholderData;
  const lastPage = data ? Math.max(0, data.totalPages - 1) : 0;

  // Deleting the last row of the last page must not leave the practitioner on an empty page.
  useEffect(() => {
    if (data && !loadingPage && page > lastPage) setPage(lastPage);
  }, [data, loadingPage, page, lastPage, setPage]);

  return (
    <section className={styles.page} aria-labelledby="clients-title">
      <header className={styles.header}>
        <h1 id="clients-title" className={styles.title}>
          Clients
        </h1>
        <div className={styles.headerActions}>
          <button type="button" className="meche-btn meche-btn--primary" onClick={() => navigate(paths.addClient)}>
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

      {list.isError && !data ? (
        <div role="alert" className={styles.failure}>
          <p>{CLIENT_MESSAGES.listFailed}</p>
          <button type="button" className="meche-btn" onClick={() => void list.refetch()}>
            {CLIENT_MESSAGES.retry}
          </button>
        </div>
      ) : null}

      {list.isPending ? <Spinner label="Chargement des clients…" /> : null}

      {data ? (
        <div className={styles.results} aria-busy={loadingPage}>
          {data.content.length === 0 ? (
            <p className={styles.empty}>{CLIENT_MESSAGES.empty}</p>
          ) : (
            <ClientsTable
              clients={data.content}
              onOpen={onOpen}
              onDelete={(client) => void onDelete(client)}
              deletingId={deletingId}
            />
          )}
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} disabled={loadingPage} />
        </div>
      ) : null}
    </section>
  );
}
