import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorFallback, Spinner } from '@meche/ui';
import { useRemoteModules } from './remote-modules-context';
import styles from './remote-unavailable.module.css';

const REMOTE_UNAVAILABLE_TITLE = 'Module indisponible';
const REMOTE_RETRY_LABEL = 'Réessayer';

/** 'Module indisponible' and 'Réessayer', inside the layout. */
function UnavailableNotice({ id, retrying, onRetry }: { id: string; retrying: boolean; onRetry(): void }) {
  const titleId = `remote-${id}-title`;
  return (
    <section className={`meche-card ${styles.unavailable}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {REMOTE_UNAVAILABLE_TITLE}
      </h2>
      <p className={styles.text}>Cette partie de l’application ne répond pas pour le moment.</p>
      <button type="button" className="meche-btn meche-btn--primary" onClick={onRetry} disabled={retrying}>
        {REMOTE_RETRY_LABEL}
      </button>
      {retrying && <Spinner />}
    </section>
  );
}

/**
 * Stands where a remote's page would be, inside the layout, while that remote cannot load. Without `remote`: a
 * page no described remote has, which may belong to a remote the shell could not read (down since this browser
 * first saw it); once every remote is described, it is an unknown address.
 */
export function RemoteUnavailable({ remote }: { remote?: string }) {
  const modules = useRemoteModules();
  const status = useSyncExternalStore(modules.subscribe, () => (remote ? modules.status(remote) : 'failed'));
  useSyncExternalStore(modules.registry.subscribe, modules.registry.snapshot);
  const [retrying, setRetrying] = useState(false);
  // Attached before this page showed: the remote has no page at this path, an unknown address.
  // Attached since (a retry): its page replaces this one as soon as the router re-matches.
  const [unknownPath] = useState(() => (remote ? modules.isAttached(remote) : !modules.registry.hasUnknown()));
  const { pathname } = useLocation();

  if (unknownPath) return <ErrorFallback error={new Error(`No page at ${pathname}`)} />;
  if (status !== 'failed' && !retrying) return <Spinner />;

  const retry = () => {
    setRetrying(true);
    void (remote ? modules.retry(remote) : modules.retryUnknown()).finally(() => setRetrying(false));
  };
  return <UnavailableNotice id={remote ?? 'unknown'} retrying={retrying} onRetry={retry} />;
}

/**
 * Stands for one page of a loaded remote whose code could not be had (a shared library it needs in a version this
 * page does not have, a file gone since its deployment changed). The router keeps a page's code once resolved, so
 * 'Réessayer' loads the whole page again, reading remotes.json and the descriptors afresh.
 */
export function PageUnavailable() {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    window.location.reload();
  };
  return <UnavailableNotice id="page" retrying={retrying} onRetry={retry} />;
}
