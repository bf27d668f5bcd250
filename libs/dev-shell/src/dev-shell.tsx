import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { DASHBOARD_CONTENT, describeRemote, type RemoteModule } from '@meche/remote-contract';
import { pageNames, useAuth } from '@meche/runtime';
import { startPageSession } from '@meche/runtime/data';
import { ThemeProvider, ThemeToggle, UiProvider } from '@meche/front-kit';
import { applyStoredTheme, ErrorFallback, Field } from '@meche/ui';
import { shellPaths, shellRoutes } from '@meche/page-paths';
import '@meche/ui/styles.css';

type Link = { to: string; label: string };

export interface DevShellOptions {
  title: string;
  /** The remote's exposed module: its routes go where the shell would put them, its sidebar entries become links. */
  remote: RemoteModule<RouteObject>;
  /**
   * For a remote attached below another remote's route: a stand-in for that route (same id and path), whose
   * outlet hosts the remote's routes.
   */
  parent?: RouteObject;
  /** More links, e.g. to a page below `parent`. */
  links?: readonly Link[];
}

/** The remote's routes where the shell would put them below /dashboard. */
function placedRoutes({ remote, parent }: DevShellOptions): RouteObject[] {
  if (remote.attach === DASHBOARD_CONTENT) return remote.routes;
  if (!parent || parent.id !== remote.attach) {
    throw new Error(`${remote.name} attaches below route "${remote.attach}": pass a stand-in parent with that id.`);
  }
  return [{ ...parent, children: remote.routes } as RouteObject];
}

/**
 * Standalone page for the remote's team (`nx serve`): the shared providers, one router and a
 * sign-in form, so the remote's pages run as they will inside the shell. Never part of a production build.
 */
export function startDevShell(options: DevShellOptions): void {
  const { title, remote } = options;
  const routes = placedRoutes(options);
  // The remote's own pages resolve by name as in the shell; the other remotes' are not here, so their links show as text.
  const { parent } = options;
  pageNames.publish([
    describeRemote(remote),
    ...(parent?.id ? [{ name: 'parent', attach: DASHBOARD_CONTENT, routes: [{ id: parent.id, path: parent.path }] }] : []),
  ]);
  const links = [
    ...[...remote.nav].sort((a, b) => a.order - b.order).map((entry) => ({ to: `${shellPaths.dashboard}/${entry.path}`, label: entry.label })),
    ...(options.links ?? []),
  ];
  applyStoredTheme();
  const router = createBrowserRouter([
    {
      errorElement: <ErrorFallback />,
      children: [
        { index: true, element: <Navigate to={links[0]?.to ?? shellPaths.dashboard} replace /> },
        { path: shellRoutes.login, element: <Navigate to={shellPaths.dashboard} replace /> },
        {
          path: shellRoutes.dashboard,
          element: <DevLayout title={title} links={links} />,
          children: [{ errorElement: <ErrorFallback />, children: routes }],
        },
      ],
    },
  ]);
  const { queryClient } = startPageSession({ navigate: (to) => void router.navigate(to) });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <UiProvider>
            <RouterProvider router={router} />
          </UiProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function DevLayout({ title, links }: { title: string; links: readonly Link[] }) {
  const { user, logout } = useAuth();
  if (!user) return <DevSignIn title={title} />;
  return (
    <div style={{ padding: '1rem 2rem' }}>
      <header style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <strong>{title}</strong>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
        <ThemeToggle />
        <button type="button" className="meche-btn" onClick={() => void logout()}>
          Déconnexion
        </button>
      </header>
      <main style={{ paddingTop: '1.5rem' }}>
        <Outlet />
      </main>
    </div>
  );
}

function DevSignIn({ title }: { title: string }) {
  const { login } = useAuth();
  const [email, setEmail] = useState('demo@meche.test');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    login({ username: email, password }).catch(() => setError('Email ou mot de passe incorrect.'));
  };

  return (
    <form className="meche-card" style={{ maxWidth: '22rem', margin: '4rem auto', display: 'grid', gap: '1rem' }} onSubmit={submit}>
      <h1 style={{ margin: 0, fontSize: '1.25rem' }}>{title}</h1>
      <Field label="Email">
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Mot de passe" error={error}>
        <input type="password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <button type="submit" className="meche-btn meche-btn--primary">
        Connecter
      </button>
    </form>
  );
}
