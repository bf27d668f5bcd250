import { Link } from 'react-router-dom';
import { shellPaths } from '@meche/page-paths';
import styles from './home-page.module.css';

export function HomePage() {
  return (
    <main className={styles.page}>
      <section className={`meche-card ${styles.card}`}>
        <img className={styles.logo} src="/logo.svg" alt="" width={72} height={72} />
        <h1 className={styles.title}>Mèche</h1>
        <p className={styles.tagline}>Le suivi de vos clients et de leurs soins capillaires, au même endroit.</p>
        <Link className="meche-btn meche-btn--primary" to={shellPaths.login}>
          Connexion
        </Link>
      </section>
    </main>
  );
}
