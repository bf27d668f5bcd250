import { below } from './address';

/** The shell's own pages: patterns of its route tree (apps/shell/src/app/app-routes.tsx). */
export const shellRoutes = {
  login: 'login',
  unauthorized: 'unauthorized',
  logout: 'logout',
  dashboard: 'dashboard',
  userProfile: 'user-profile',
  settings: 'settings',
  messages: 'messages',
} as const;

const home = '/';
/** Where every remote attached to DASHBOARD_CONTENT hangs: their patterns are relative to it. */
export const DASHBOARD_PATH = below(home, shellRoutes.dashboard);

export const shellPaths = {
  home,
  login: below(home, shellRoutes.login),
  logout: below(home, shellRoutes.logout),
  unauthorized: below(home, shellRoutes.unauthorized),
  dashboard: DASHBOARD_PATH,
  userProfile: below(DASHBOARD_PATH, shellRoutes.userProfile),
  settings: below(DASHBOARD_PATH, shellRoutes.settings),
  messages: below(DASHBOARD_PATH, shellRoutes.messages),
} as const;
