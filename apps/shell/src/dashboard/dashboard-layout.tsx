import { useMemo, useState, useSyncExternalStore } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { ThemeToggle } from '@meche/front-kit';
import { shellPaths } from '@meche/page-paths';
import { useConfirmedLogout } from '../logout/use-confirmed-logout';
import { useRemoteModules } from '../remotes/remote-modules-context';
import { OfflineBanner } from './offline-banner';
import styles from './dashboard-layout.module.css';

/** The shell's own entries come first; the remotes' follow, from their descriptors, in their order. */
const SHELL_LINKS = [
  { to: shellPaths.dashboard, label: 'Home', end: true },
  { to: shellPaths.userProfile, label: 'Profile', end: false },
  { to: shellPaths.messages, label: 'Messages', end: false },
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

const MENU_ID = 'dashboard-menu';

export function DashboardLayout() {
  const logout = useConfirmedLogout();
  const links = useSidebarLinks();
  // Below ~900 px the sidebar folds into a menu button (CSS); a link chosen folds it again.
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>Mèche</span>
        </div>
        <button
          type="button"
          className={`meche-btn ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div id={MENU_ID} className={styles.menu} data-open={menuOpen || undefined}>
          <nav aria-label="Navigation principale">
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={linkClass} onClick={() => setMenuOpen(false)}>
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
        </div>
      </aside>
      <main className={styles.content}>
        <OfflineBanner />
        <Outlet />
      </main>
    </div>
  );
}
