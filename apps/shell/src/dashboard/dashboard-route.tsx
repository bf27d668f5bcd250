import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { startPageSession } from '@meche/runtime/data';
import { DashboardLayout } from './dashboard-layout';
import { RequireRole } from './require-role';

/** The dashboard admits ADMIN and USER only. */
const DASHBOARD_ROLES = ['ADMIN', 'USER'];

/**
 * Every page that reads data is below this route: the page's session starts here, once (its QueryClient and the
 * 401/412 upkeep, from the shared runtime that remotes reach too), and its QueryClient is provided here.
 */
export function DashboardRoute() {
  const navigate = useNavigate();
  const { queryClient } = startPageSession({ navigate: (to) => void navigate(to, { replace: true }) });
  return (
    <QueryClientProvider client={queryClient}>
      <RequireRole roles={DASHBOARD_ROLES}>
        <DashboardLayout />
      </RequireRole>
    </QueryClientProvider>
  );
}
