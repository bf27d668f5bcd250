import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, http } from '@meche/api-client';
import { AuthProvider, installAuthInterceptor, useAuth } from '@meche/auth';
import { applyStoredTheme, ErrorFallback, Field, paths, ThemeProvider, ThemeToggle, UiProvider } from '@meche/ui';
import '@meche/ui/styles.css';

export interface DevShellOptions {
  title: string;
  /** The remote's routes, already placed where the shell would put them below /dashboard. */
  routes: RouteObject[];
  links: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * Standalone page for the remote's team (`nx serve`): the shared providers, one router and a
 * sign-in form, so the remote's pages run as they will inside the shell. Never part of a production build.
 */
export function startDevShell({ title, routes, links }: DevShellOptions): void {
  applyStoredTheme();
  const queryClient = createQueryClient();
  const router = createBrowserRouter([
    {
      errorElement: <ErrorFallback />,
      children: [
        { index: true, element: <Navigate to={links[0]?.to ?? paths.dashboard} replace /> },
        { path: 'login', element: <Navigate to={paths.dashboard} replace /> },
        {
          path: 'dashboard',
          element: <DevLayout title={title} links={links} />,
          children: [{ errorElement: <ErrorFallback />, children: routes }],
        },
      ],
    },
  ]);
  installAuthInterceptor({ http, queryClient, navigate: (to) => void router.navigate(to) });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <UiProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </UiProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function DevLayout({ title, links }: Pick<DevShellOptions, 'title' | 'links'>) {
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
