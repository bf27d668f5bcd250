import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { clientQueries } from '@meche/api-client';
import { MSG, parseRouteId } from '@meche/contracts';
import { Spinner } from '@meche/ui';
import { CLIENT_MESSAGES } from '../messages';
import { ClientFile } from './client-file';
import { detailErrorMessage } from './detail-error-message';
import styles from './client-detail-page.module.css';

export function ClientDetailPage() {
  const { clientId } = useParams();
  const id = parseRouteId(clientId);
  const query = useQuery({ ...clientQueries.detail(id ?? 0), enabled: id !== undefined });

  if (id === undefined) return <Failure message={CLIENT_MESSAGES.detailFailed(MSG.notFound)} />;
  if (query.isError) return <Failure message={detailErrorMessage(query.error)} />;
  if (query.isPending) return <Spinner label="Chargement du client…" />;
  // Keyed by id: moving to another client starts from its own view state.
  return <ClientFile key={id} client={query.data} />;
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.failure}>
      {message}
    </p>
  );
}
