import type { ReactNode } from 'react';
import { AuthProvider } from '@meche/auth';
import { ThemeProvider, UiProvider } from '@meche/ui';
import type { RemoteModules } from '../remotes/remote-modules';
import { RemoteModulesContext } from '../remotes/remote-modules-context';

export interface AppProvidersProps {
  remoteModules: RemoteModules;
  children: ReactNode;
}

/**
 * The theme, dialog/toast host and session of the page, shared with every remote. The one QueryClient is
 * provided by the dashboard route (dashboard/dashboard-route.tsx), so /login renders without react-query.
 */
export function AppProviders({ remoteModules, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <UiProvider>
        <AuthProvider>
          <RemoteModulesContext.Provider value={remoteModules}>{children}</RemoteModulesContext.Provider>
        </AuthProvider>
      </UiProvider>
    </ThemeProvider>
  );
}
