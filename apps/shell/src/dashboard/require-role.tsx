import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { shellPaths } from '@meche/page-paths';
import { useAuth } from '@meche/runtime';

export interface RequireRoleProps {
  roles: readonly string[];
  /** What the allowed user sees; the nested routes (<Outlet />) when omitted. */
  children?: ReactNode;
}

/** No user → /login; a role outside `roles` → /unauthorized. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={shellPaths.login} replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to={shellPaths.unauthorized} replace />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}
