import { useAuth } from '@meche/runtime';
import { formatLongDate } from '@meche/ui';
import styles from './welcome-card.module.css';

const PLATFORM_DESCRIPTION =
  'Mèche est votre plateforme de gestion de clients : fiches et questionnaires capillaires, catalogue de produits et de catégories, programmes de soins, planning hebdomadaire et fiches à imprimer.';

/** The exact path /dashboard. */
export function WelcomeCard() {
  const { user } = useAuth();
  return (
    <section className={`meche-card ${styles.card}`} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Bonjour, {user?.name}!
      </h1>
      <p className={styles.date}>{formatLongDate(new Date())}</p>
      <p className={styles.description}>{PLATFORM_DESCRIPTION}</p>
    </section>
  );
}
