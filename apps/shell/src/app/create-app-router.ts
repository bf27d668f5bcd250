import { createBrowserRouter } from 'react-router-dom';
import type { RemoteModules } from '../remotes/remote-modules';
import { appRoutes } from './app-routes';

export function createAppRouter(remoteModules: RemoteModules) {
  const router = createBrowserRouter(appRoutes(remoteModules.registry), {
    patchRoutesOnNavigation: remoteModules.patchRoutesOnNavigation,
  });
  remoteModules.attachRouter(router);
  return router;
}

