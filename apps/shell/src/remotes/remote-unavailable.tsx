import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorFallback, Spinner } from '@meche/ui';
import { useRemoteModules } from './remote-modules-context';
import type { RemoteName } from './remote-names';
import styles from './remote-unavailable.module.css';

export const REMOTE_UNAVAILABLE_TITLE = 'Module indisponible';
export const REMOTE_RETRY_LABEL = 'Réessayer';

/** Stands where a remote's page would be, inside the layout, while that remote cannot load. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const modules = useRemoteModules();
  const status = useSyncExternalStore(modules.subscribe, () => modules.status(remote));
  const [retrying, setRetrying] = useState(false);
  // Attached before this page showed: the remote has no page at this path, an unknown address.
  // Attached since (a retry): its page replaces this one as soon as the router re-matches.
  const [unknownPath] = useState(() => modules.isAttached(remote));
  const { pathname } = useLocation();

  if (unknownPath) return <ErrorFallback error={new Error(`No page at ${pathname}`)} />;
  if (status !== 'failed' && !retrying) return <Spinner />;

  const retry = () => {
    setRetrying(true);
    void modules.retry(remote).finally(() => setRetrying(false));
  };

  return (
    <section className={`meche-card ${styles.unavailable}`} aria-labelledby={`remote-${remote}-title`}>
      <h2 id={`remote-${remote}-title`} className={styles.title}>
        {REMOTE_UNAVAILABLE_TITLE}
      </h2>
      <p className={styles.text}>Cette partie de l’application ne répond pas pour le moment.</p>
      <button type="button" className="meche-btn meche-btn--primary" onClick={retry} disabled={retrying}>
        {REMOTE_RETRY_LABEL}
      </button>
      {retrying && <Spinner />}
    </section>
  );
}
