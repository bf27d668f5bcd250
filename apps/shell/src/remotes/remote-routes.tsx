import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteDescriptor } from '@meche/remote-contract';
import { ErrorFallback } from '@meche/ui';
import { firstSegments } from './remote-route-tree';
import { PageUnavailable, RemoteUnavailable } from './remote-unavailable';

// The route objects the shell adds around a remote's own: guards on its pages, its placeholders, the catch-alls.

type Lazy = () => Promise<Record<string, unknown>>;

/**
 * A page's code that cannot be had must not reject the router's `lazy`: the router would then render nothing at
 * all, not even the layout. It shows 'Module indisponible' instead and says why in the console (a shared library
 * in a version this page does not have names both versions there).
 */
function guardedLazy(remote: string, path: string | undefined, lazy: Lazy): Lazy {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      console.error(`Remote "${remote}": the page ${path ?? ''} could not be loaded: ${why}`, error);
      return { Component: PageUnavailable };
    }
  };
}

/**
 * Every route of a remote gets the error fallback ('Oups Une erreur est survenue !', docs/product.md), so a broken page keeps the layout around it, and a
 * guarded `lazy`.
 */
export function guardRoutes(remote: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? guardRoutes(remote, route.children) : undefined;
    const hasBoundary = route.errorElement !== undefined || route.ErrorBoundary !== undefined;
    return {
      ...route,
      ...(hasBoundary ? {} : { errorElement: createElement(ErrorFallback) }),
      ...(typeof route.lazy === 'function' ? { lazy: guardedLazy(remote, route.path, route.lazy as Lazy) } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/** Where a remote's pages show while its code cannot be had: 'Module indisponible' inside the layout. */
export function placeholders(remote: string, routes: readonly RemoteRouteDescriptor[]): RouteObject[] {
  return firstSegments(routes).map((segment) => ({
    path: segment ? `${segment}/*` : '*',
    element: createElement(RemoteUnavailable, { remote }),
  }));
}

/** In every outlet: a page no known remote has ('Module indisponible' while some remote is undescribed). */
export const catchAll = (): RouteObject => ({ path: '*', element: createElement(RemoteUnavailable, {}) });
