import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { clientQueries } from '@meche/api-client';
import { MSG, parseRouteId } from '@meche/contracts';
import { QueryState, FailureText } from '@meche/front-kit';
import { CLIENT_MESSAGES } from '../messages';
import { ClientFile } from './client-file';
import styles from './client-detail-page.module.css';

export function ClientDetailPage() {
  const { clientId } = useParams();
  const id = parseRouteId(clientId);
  const query = useQuery({ ...clientQueries.detail(id ?? 0), enabled: id !== undefined });

  if (id === undefined) return <Failure message={CLIENT_MESSAGES.detailFailure.server(MSG.notFound)} />;
  // No 'Réessayer': the page is opened again from the list, as practitioners do.
  if (query.data === undefined) return <QueryState query={query} loading="Chargement du client…" failure={CLIENT_MESSAGES.detailFailure} retry={false} />;
  // Keyed by id: moving to another client starts from its own view state.
  return <ClientFile key={id} client={query.data} />;
}

function Failure({ message }: { message: string }) {
  return (
    <FailureText message={message} className={styles.failure} />
  );
}
