import { Link } from 'react-router-dom';
import { shellPaths } from '@meche/page-paths';
import styles from './unauthorized-page.module.css';

export function UnauthorizedPage() {
  return (
    <main className={styles.page}>
      <section className={`meche-card ${styles.card}`}>
        <h1 className={styles.title}>Accés non-autorisé !</h1>
        <p>Vous n&apos;avez pas l&apos;autorisation d&apos;accéder à cette page.</p>
        <Link to={shellPaths.home}>Retour à l&apos;accueil</Link>
      </section>
    </main>
  );
}
