import type { RouteObject } from 'react-router-dom';
import { ErrorFallback, Spinner } from '@meche/ui';
import { HomePage } from '../home/home-page';
import { LoginPage } from '../login/login-page';
import { DASHBOARD_CONTENT_ROUTE_ID, DASHBOARD_MOUNTS } from '../remotes/remote-mounts';
import { unavailableRoutes } from '../remotes/remote-modules';

/**
 * The one route tree (ARCHITECTURE §3). Remotes' routes are patched into DASHBOARD_CONTENT_ROUTE_ID
 * on navigation; until then (or when a remote is down) their paths land on 'Module indisponible'.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <ErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', element: <LoginPage /> },
        {
          path: 'unauthorized',
          lazy: async () => ({ Component: (await import('../unauthorized/unauthorized-page')).UnauthorizedPage }),
        },
        {
          path: 'logout',
          lazy: async () => ({ Component: (await import('../logout/logout-page')).LogoutPage }),
        },
        {
          id: 'dashboard',
          path: 'dashboard',
          lazy: async () => ({ Component: (await import('../dashboard/dashboard-route')).DashboardRoute }),
          children: [
            {
              id: DASHBOARD_CONTENT_ROUTE_ID,
              // Errors of a page show inside the layout: the sidebar stays usable.
              errorElement: <ErrorFallback />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('../dashboard/welcome-card')).WelcomeCard }),
                },
                {
                  path: 'user-profile',
                  lazy: async () => ({ Component: (await import('../profile/profile-page')).ProfilePage }),
                },
                ...DASHBOARD_MOUNTS.flatMap((mount) => unavailableRoutes(mount.remote, mount.segments)),
              ],
            },
          ],
        },
      ],
    },
  ];
}
