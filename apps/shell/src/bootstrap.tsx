import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyStoredTheme } from '@meche/ui';
import '@meche/ui/styles.css';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/create-app-router';
import { pageRemoteModules } from './remotes/page-remotes';
import { registerServiceWorker } from './service-worker';

function start() {
  applyStoredTheme();
  // remotes.json and the remotes' descriptors are read from the start, in the background: the dashboard waits
  // for them (its sidebar), the pages before it never do.
  const remoteModules = pageRemoteModules;
  void remoteModules.registry.ready();
  const router = createAppRouter(remoteModules);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders remoteModules={remoteModules}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}

start();
