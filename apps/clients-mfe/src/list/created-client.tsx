import { useLocation, useNavigate } from 'react-router-dom';
import type { CreatedClientState } from '@meche/front-kit';
import { clientsPaths } from '@meche/page-paths';
import styles from './clients-page.module.css';

const createdClientOf = (state: unknown) =>
  state && typeof state === 'object' && 'createdClient' in state ? (state as CreatedClientState).createdClient : undefined;

/** The client just added, highlighted above the list: she is found without searching the alphabetical pages. */
export function CreatedClient() {
  const navigate = useNavigate();
  const client = createdClientOf(useLocation().state);
  if (!client) return null;
  return (
    <section className={styles.created} aria-labelledby="created-client-title">
      <h2 id="created-client-title" className={styles.createdTitle}>
        Client ajouté
      </h2>
      <p className={styles.createdName}>
        <strong>{client.lastName}</strong> {client.firstName}
      </p>
      <button type="button" className="meche-btn meche-btn--primary" aria-describedby="created-client-title" onClick={() => navigate(clientsPaths.detail(client.id))}>
        Profil
      </button>
    </section>
  );
}
