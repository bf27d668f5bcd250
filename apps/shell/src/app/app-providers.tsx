import type { ReactNode } from 'react';
import { ThemeProvider, UiProvider } from '@meche/front-kit';
import type { RemoteModules } from '../remotes/remote-modules';
import { RemoteModulesContext } from '../remotes/remote-modules-context';

export interface AppProvidersProps {
  remoteModules: RemoteModules;
  children: ReactNode;
}

/**
 * The theme and the dialog/toast host of the page, shared with every remote (their contexts live in the shared
 * @meche/runtime). The session needs no provider (useAuth reads the runtime's one store); the one QueryClient is
 * provided by the dashboard route (dashboard/dashboard-route.tsx), so /login renders without react-query.
 */
export function AppProviders({ remoteModules, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <UiProvider>
        <RemoteModulesContext.Provider value={remoteModules}>{children}</RemoteModulesContext.Provider>
      </UiProvider>
    </ThemeProvider>
  );
}
