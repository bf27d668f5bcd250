import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_ROUTE, UNAUTHORIZED_ROUTE } from '../routes';
import { useAuth } from '../provider/auth-provider';

export interface RequireRoleProps {
  roles: readonly string[];
  /** What the allowed user sees; the nested routes (<Outlet />) when omitted. */
  children?: ReactNode;
}

/** SPEC §6: no user → /login; a role outside `roles` → /unauthorized. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={LOGIN_ROUTE} replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to={UNAUTHORIZED_ROUTE} replace />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}
