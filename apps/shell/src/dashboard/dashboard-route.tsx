import { QueryClientProvider } from '@tanstack/react-query';
import { RequireRole } from '@meche/auth';
import { appQueryClient } from '../app/session';
import { DashboardLayout } from './dashboard-layout';

/** SPEC §6: the dashboard admits ADMIN and USER only. */
export const DASHBOARD_ROLES = ['ADMIN', 'USER'];

/** Every page that reads data is below this route: the one QueryClient is provided here (app/session.ts). */
export function DashboardRoute() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <RequireRole roles={DASHBOARD_ROLES}>
        <DashboardLayout />
      </RequireRole>
    </QueryClientProvider>
  );
}
