import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@meche/api-client';
import { installAuthInterceptor } from '@meche/auth';
import { applyStoredTheme } from '@meche/ui';
import '@meche/ui/styles.css';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/create-app-router';
import { fetchRemoteEntries, registerRemoteEntries } from './remotes/remote-config';
import { RemoteModules } from './remotes/remote-modules';

async function start() {
  applyStoredTheme();
  // Remotes are registered before the first render, from a file a deployment can change (ARCHITECTURE §2).
  registerRemoteEntries(await fetchRemoteEntries());

  const queryClient = createQueryClient();
  const remoteModules = new RemoteModules();
  const router = createAppRouter(remoteModules);
  installAuthInterceptor({ queryClient, navigate: (to) => void router.navigate(to, { replace: true }) });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} remoteModules={remoteModules}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
