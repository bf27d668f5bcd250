import { Outlet, type RouteObject } from 'react-router-dom';
import { DASHBOARD_CONTENT } from '@meche/remote-contract';
import { shellRoutes } from '@meche/page-paths';
import { ErrorFallback, Spinner } from '@meche/ui';
import { BootFrameHandover } from '../frame/boot-frame';
import { HomePage } from '../home/home-page';
import { LoginPage } from '../login/login-page';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteUnavailable } from '../remotes/remote-unavailable';

/**
 * The one route tree: the shell's own pages. The remotes' pages are patched into DASHBOARD_CONTENT on navigation
 * (remotes/remote-modules.tsx), from their descriptors; a dashboard path no remote describes lands on the
 * catch-all. The dashboard waits for the descriptors (its sidebar is drawn from them); /login never does.
 */
export function appRoutes(registry: RemoteRegistry): RouteObject[] {
  return [
    {
      id: 'root',
      // The HTML's frame gives way to the first page React renders, or to an error.
      element: (
        <BootFrameHandover>
          <Outlet />
        </BootFrameHandover>
      ),
      errorElement: (
        <BootFrameHandover>
          <ErrorFallback />
        </BootFrameHandover>
      ),
      hydrateFallbackElement: <Spinner />,
      children: [
        { index: true, element: <HomePage /> },
        { path: shellRoutes.login, element: <LoginPage /> },
        {
          path: shellRoutes.unauthorized,
          lazy: async () => ({ Component: (await import('../unauthorized/unauthorized-page')).UnauthorizedPage }),
        },
        {
          path: shellRoutes.logout,
          lazy: async () => ({ Component: (await import('../logout/logout-page')).LogoutPage }),
        },
        {
          id: 'dashboard',
          path: shellRoutes.dashboard,
          lazy: async () => {
            const [{ DashboardRoute }] = await Promise.all([import('../dashboard/dashboard-route'), registry.ready()]);
            return { Component: DashboardRoute };
          },
          children: [
            {
              id: DASHBOARD_CONTENT,
              // Errors of a page show inside the layout: the sidebar stays usable.
              errorElement: <ErrorFallback />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('../dashboard/dashboard-home')).DashboardHome }),
                },
                {
                  path: shellRoutes.userProfile,
                  lazy: async () => ({ Component: (await import('../profile/profile-page')).ProfilePage }),
                },
                {
                  path: shellRoutes.settings,
                  lazy: async () => ({ Component: (await import('../settings/settings-page')).SettingsPage }),
                },
                {
                  path: shellRoutes.messages,
                  lazy: async () => ({ Component: (await import('../messages/messages-page')).MessagesPage }),
                },
                { path: '*', element: <RemoteUnavailable /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
