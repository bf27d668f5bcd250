import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@meche/auth';
import { ThemeProvider, UiProvider } from '@meche/ui';
import type { RemoteModules } from '../remotes/remote-modules';
import { RemoteModulesContext } from '../remotes/remote-modules-context';

export interface AppProvidersProps {
  queryClient: QueryClient;
  remoteModules: RemoteModules;
  children: ReactNode;
}

/** The one QueryClient, theme, dialog/toast host and session of the page, shared with every remote. */
export function AppProviders({ queryClient, remoteModules, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <UiProvider>
          <AuthProvider>
            <RemoteModulesContext.Provider value={remoteModules}>{children}</RemoteModulesContext.Provider>
          </AuthProvider>
        </UiProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
