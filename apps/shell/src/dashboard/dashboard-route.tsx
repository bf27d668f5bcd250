import { RequireRole } from '@meche/auth';
import { DashboardLayout } from './dashboard-layout';

/** SPEC §6: the dashboard admits ADMIN and USER only. */
export const DASHBOARD_ROLES = ['ADMIN', 'USER'];

export function DashboardRoute() {
  return (
    <RequireRole roles={DASHBOARD_ROLES}>
      <DashboardLayout />
    </RequireRole>
  );
}
