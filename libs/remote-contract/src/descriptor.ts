/**
 * The route every remote attached to the dashboard hangs under: the shell's content area, inside its layout.
 * A remote may instead attach under a route id another remote provides (a route with an id and `children`).
 */
export const DASHBOARD_CONTENT = 'dashboard-content';

/** A sidebar entry. `path` is relative to the dashboard, like the routes: 'clients' is /dashboard/clients. */
export interface RemoteNavEntry {
  label: string;
  path: string;
  /** Position among every remote's entries, after the shell's own (lower first; ties by label). */
  order: number;
}

/**
 * What the shell must know of a route before the remote's code is loaded. A route with an `id` and `children`
 * (even empty) renders an outlet where other remotes may attach.
 */
export interface RemoteRouteDescriptor {
  path?: string;
  index?: boolean;
  id?: string;
  children?: RemoteRouteDescriptor[];
}

/** The data a remote publishes beside its manifest (remote.json), read before any of its code runs. */
export interface RemoteDescriptor {
  contract: string;
  /** The remote's federation name, the key of its entry in the shell's remotes.json. */
  name: string;
  /** The route id its routes hang under: DASHBOARD_CONTENT, or a route id another remote provides. */
  attach: string;
  nav: RemoteNavEntry[];
  routes: RemoteRouteDescriptor[];
  /**
   * Since 1.1: the remote's pages other apps may link to, by name (`<remote name>.<page>`), so that a link follows
   * the page when its remote moves it. Each is a pattern relative to where the remote attaches, like its routes,
   * optionally with a query whose `:param` values are filled in (and dropped when not given):
   * `{ 'catalogue.product': 'product-detail/:id', 'agenda.day': 'agenda?vue=jour&date=:date' }`.
   */
  pages?: RemotePages;
}

/** A remote's published pages: name → pattern (see RemoteDescriptor.pages). */
export type RemotePages = Readonly<Record<string, string>>;

/** Any router's route object, as far as the contract looks at it (react-router's RouteObject is one). */
export interface RouteShape {
  path?: string;
  index?: boolean;
  id?: string;
  children?: RouteShape[];
}

/** What a remote's exposed module exports (`<name>/remote`): its descriptor, with the real (lazy) routes. */
export interface RemoteModule<Route extends RouteShape = RouteShape> extends Omit<RemoteDescriptor, 'routes'> {
  routes: Route[];
}
