import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dashboardQueries } from '@meche/api-client';
import { QueryState } from '@meche/front-kit';
import { formatDate, formatPrice } from '@meche/ui';
import { shellPaths } from '@meche/page-paths';
import { PageLink } from '@meche/runtime';
import styles from './dashboard-summary.module.css';

export const SUMMARY_LOAD_ERROR = 'Impossible de charger le tableau de bord.';
export const NO_RECENT_PROGRAMS = 'Aucun programme pour l’instant : ouvrez une fiche client pour en créer un.';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Counts and shortcuts under the welcome card: where a practitioner goes next between two clients. */
export function DashboardSummary() {
  const summary = useQuery(dashboardQueries.summary());
  return (
    <section className={`meche-card ${styles.card}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.title}>
        Votre cabinet
      </h2>
      <QueryState query={summary} loading="Chargement du tableau de bord" failure={{ fallback: SUMMARY_LOAD_ERROR }}>
        {(data) => (
          <>
            <ul className={styles.counts}>
              <li>
                <PageLink name="clients.clients" className={styles.count}>
                  <strong>{plural(data.clients, 'client', 'clients')}</strong>{' '}
                  <span>Voir les clients</span>
                </PageLink>
              </li>
              <li>
                <PageLink name="catalogue.products" className={styles.count}>
                  <strong>{plural(data.products, 'produit', 'produits')}</strong>{' '}
                  <span>Voir le catalogue</span>
                </PageLink>
              </li>
              <li className={styles.count}>
                <strong>{plural(data.programs, 'programme', 'programmes')}</strong>{' '}
                <span>{data.programs > 1 ? 'enregistrés' : 'enregistré'}</span>
              </li>
            </ul>
            <nav aria-label="Raccourcis" className={styles.shortcuts}>
              <PageLink name="clients.addClient" className="meche-btn meche-btn--primary" fallback={null}>
                Ajouter un client
              </PageLink>
              <PageLink name="catalogue.addProduct" className="meche-btn" fallback={null}>
                Ajouter un produit
              </PageLink>
              <Link to={shellPaths.settings} className="meche-btn">
                Réglages du cabinet
              </Link>
            </nav>
            <h3 className={styles.subtitle}>Derniers programmes</h3>
            {data.recentPrograms.length === 0 ? (
              <p className={styles.muted}>{NO_RECENT_PROGRAMS}</p>
            ) : (
              <ul className={styles.recent}>
                {data.recentPrograms.map((p) => (
                  <li key={p.id}>
                    <PageLink name="programmes.programme" params={{ clientId: p.clientId, programId: p.id }}>
                      {p.programReference} — {p.clientFirstName} {p.clientLastName}
                    </PageLink>
                    <span className={styles.muted}>
                      {formatDate(p.createdDate)} · {formatPrice(p.totalProgramPrice)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
