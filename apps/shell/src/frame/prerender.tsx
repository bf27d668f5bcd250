// Built for Node by tools/rspack/boot-frame-plugin.mjs (never part of the page's bundle): the shell's own frame
// components rendered to HTML, so the page paints them before its scripts have run.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { shellPaths } from '@meche/page-paths';
import { ThemeContext, type Theme } from '@meche/runtime';
import { UiProvider } from '@meche/front-kit';
import '@meche/ui/styles.css';
import { DashboardLayout } from '../dashboard/dashboard-layout';
import { LoginPage } from '../login/login-page';
import { RemoteModules } from '../remotes/remote-modules';
import { RemoteModulesContext } from '../remotes/remote-modules-context';
import { RemoteRegistry } from '../remotes/remote-registry';

export interface BootFrame {
  /** Paths the frame is painted for: this path and the ones below it. */
  path: string;
  theme: Theme;
  html: string;
}

const THEMES: readonly Theme[] = ['light', 'dark'];
const ignore = () => undefined;

function render(theme: Theme, location: string, page: ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [location] });
  return renderToStaticMarkup(
    <ThemeContext.Provider value={{ theme, toggleTheme: ignore, setTheme: ignore }}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </ThemeContext.Provider>,
  );
}

/**
 * The login page whole, and the dashboard's frame: brand, the sidebar with the shell's own entries (the remotes'
 * come from their descriptors at run time, and are added after these), an empty content area. The dashboard is
 * rendered at a path none of its links is active for: which page is open is known only in the browser.
 */
export function bootFrames(): BootFrame[] {
  return THEMES.flatMap((theme) => [
    { path: shellPaths.login, theme, html: render(theme, shellPaths.login, <LoginPage />) },
    {
      path: shellPaths.dashboard,
      theme,
      html: render(
        theme,
        '/',
        <QueryClientProvider client={new QueryClient()}>
          <RemoteModulesContext.Provider value={new RemoteModules(new RemoteRegistry())}>
            <DashboardLayout />
          </RemoteModulesContext.Provider>
        </QueryClientProvider>,
      ),
    },
  ]);
}
