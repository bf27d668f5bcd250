import { useMemo, useSyncExternalStore } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { paths, ThemeToggle } from '@meche/ui';
import { useConfirmedLogout } from '../logout/use-confirmed-logout';
import { useRemoteModules } from '../remotes/remote-modules-context';
import styles from './dashboard-layout.module.css';

/** The shell's own entries come first; the remotes' follow, from their descriptors, in their order. */
const SHELL_LINKS = [
  { to: paths.dashboard, label: 'Home', end: true },
  { to: paths.userProfile, label: 'Profile', end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

function useSidebarLinks() {
  const { registry } = useRemoteModules();
  const version = useSyncExternalStore(registry.subscribe, registry.snapshot);
  return useMemo(
    () => [...SHELL_LINKS, ...registry.sidebar().map((entry) => ({ ...entry, end: false }))],
    // The registry is read again whenever it says it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [registry, version],
  );
}

export function DashboardLayout() {
  const logout = useConfirmedLogout();
  const links = useSidebarLinks();

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>Mèche</span>
        </div>
        <nav aria-label="Navigation principale">
          <ul className={styles.links}>
            {links.map((link) => (
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
