import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyStoredTheme } from '@meche/ui';
import '@meche/ui/styles.css';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/create-app-router';
import { sessionSlot } from './app/session-slot';
import { fetchRemoteEntries, registerRemoteEntries } from './remotes/remote-config';
import { RemoteModules } from './remotes/remote-modules';

async function start() {
  applyStoredTheme();
  // Remotes are registered before the first render, from a file a deployment can change (ARCHITECTURE §2).
  registerRemoteEntries(await fetchRemoteEntries());

  const remoteModules = new RemoteModules();
  const router = createAppRouter(remoteModules);
  // The QueryClient and the session upkeep start with the dashboard (app/session.ts): /login needs neither.
  sessionSlot.navigate = (to) => void router.navigate(to, { replace: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders remoteModules={remoteModules}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
