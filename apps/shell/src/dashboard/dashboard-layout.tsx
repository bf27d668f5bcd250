import { NavLink, Outlet } from 'react-router-dom';
import { paths, ThemeToggle } from '@meche/ui';
import { useConfirmedLogout } from '../logout/use-confirmed-logout';
import styles from './dashboard-layout.module.css';

/** SPEC §2: Home, Profile, Ajouter Client, Clients, Produits. */
const LINKS = [
  { to: paths.dashboard, label: 'Home', end: true },
  { to: paths.userProfile, label: 'Profile', end: false },
  { to: paths.addClient, label: 'Ajouter Client', end: false },
  { to: paths.clients, label: 'Clients', end: false },
  { to: paths.productCategory, label: 'Produits', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function DashboardLayout() {
  const logout = useConfirmedLogout();

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>Mèche</span>
        </div>
        <nav aria-label="Navigation principale">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.footer}>
          <ThemeToggle />
          <button type="button" className="meche-btn meche-btn--danger" onClick={() => void logout()}>
            Déconnexion
          </button>
        </div>
      </aside>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
