import type { RemoteDescriptor, RemoteNavEntry, RemotePages, RemoteRouteDescriptor } from './descriptor';
import { isContractVersion } from './version';

export type DescriptorReading = { ok: true; descriptor: RemoteDescriptor } | { ok: false; problems: string[] };

/** A federation container name: it becomes a JavaScript identifier in the page. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A route path relative to its parent: no leading slash, no '..', no scheme. */
const RELATIVE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))(?![a-z][a-z0-9+.-]*:)[^\s?#]+$/i;

/** A published page's name: the remote's name, a dot, then the page's (e.g. 'catalogue.product'). */
const PAGE_NAME = /^([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z][A-Za-z0-9]*$/;
/**
 * A published page: a relative path, optionally followed by a query of `key=value` pairs whose value is a text or a
 * `:param` (e.g. 'agenda?vue=jour&date=:date').
 */
const PAGE_PATTERN = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$|\?))(?![a-z][a-z0-9+.-]*:)[^\s?#&=]+(?:\?[\w-]+=:?[\w-]+(?:&[\w-]+=:?[\w-]+)*)?$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function readRoute(value: unknown, where: string, problems: string[], ids: Set<string>): RemoteRouteDescriptor | null {
  if (!isRecord(value)) {
    problems.push(`${where}: not an object`);
    return null;
  }
  const { path, index, id, children } = value;
  if (index !== undefined && index !== true) problems.push(`${where}.index: must be true when present`);
  if (index === true && path !== undefined) problems.push(`${where}: an index route has no path`);
  if (index !== true && !(typeof path === 'string' && RELATIVE_PATH.test(path))) {
    problems.push(`${where}.path: a relative path is required`);
  }
  if (id !== undefined) {
    if (!isText(id)) problems.push(`${where}.id: must be a non-empty string`);
    else if (ids.has(id)) problems.push(`${where}.id: "${id}" is used twice`);
    else ids.add(id);
  }
  let kids: RemoteRouteDescriptor[] | undefined;
  if (children !== undefined) {
    if (!Array.isArray(children)) problems.push(`${where}.children: must be an array`);
    else kids = children.map((child, i) => readRoute(child, `${where}.children[${i}]`, problems, ids)).filter((c) => c !== null);
  }
  return {
    ...(typeof path === 'string' ? { path } : {}),
    ...(index === true ? { index: true } : {}),
    ...(typeof id === 'string' ? { id } : {}),
    ...(kids ? { children: kids } : {}),
  };
}

function readNav(value: unknown, where: string, problems: string[]): RemoteNavEntry | null {
  if (!isRecord(value)) {
    problems.push(`${where}: not an object`);
    return null;
  }
  const { label, path, order } = value;
  if (!isText(label)) problems.push(`${where}.label: a non-empty text is required`);
  if (!(typeof path === 'string' && RELATIVE_PATH.test(path))) problems.push(`${where}.path: a relative path is required`);
  if (typeof order !== 'number' || !Number.isFinite(order)) problems.push(`${where}.order: a number is required`);
  return isText(label) && typeof path === 'string' && typeof order === 'number' ? { label, path, order } : null;
}

/** Every route's path below the remote's attach point: where a published page may lead. */
function routePaths(routes: readonly RemoteRouteDescriptor[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? base : base === '' ? route.path : `${base}/${route.path}`;
    return [...(route.path === undefined ? [] : [here]), ...routePaths(route.children ?? [], here)];
  });
}

function readPages(value: unknown, name: unknown, routes: readonly RemoteRouteDescriptor[], problems: string[]): RemotePages | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    problems.push('pages: an object of page names and patterns is required');
    return undefined;
  }
  const paths = routePaths(routes);
  for (const [page, pattern] of Object.entries(value)) {
    if (PAGE_NAME.exec(page)?.[1] !== name) problems.push(`pages["${page}"]: a name "${String(name)}.<page>" is required`);
    if (!(typeof pattern === 'string' && PAGE_PATTERN.test(pattern))) problems.push(`pages["${page}"]: a relative path, optionally with a query, is required`);
    else if (!paths.includes(pattern.split('?')[0] ?? '')) problems.push(`pages["${page}"]: "${pattern}" is none of the remote's routes`);
  }
  return { ...(value as Record<string, string>) };
}

/**
 * Checks that `value` has the shape of a remote descriptor (the data of remote.json, or of an exposed module) and
 * returns it with nothing but the contract's fields. Whether its contract version is supported is a separate check.
 */
export function readDescriptor(value: unknown): DescriptorReading {
  const problems: string[] = [];
  if (!isRecord(value)) return { ok: false, problems: ['not an object'] };
  const { contract, name, attach, nav, routes, pages } = value;
  if (!isContractVersion(contract)) problems.push('contract: a version such as "1.0" is required');
  if (!(typeof name === 'string' && NAME.test(name))) problems.push('name: an identifier is required');
  if (!isText(attach)) problems.push('attach: a route id is required');
  const ids = new Set<string>();
  if (!Array.isArray(routes)) problems.push('routes: an array is required');
  if (!Array.isArray(nav)) problems.push('nav: an array is required');
  const readRoutes = (Array.isArray(routes) ? routes : [])
    .map((route, i) => readRoute(route, `routes[${i}]`, problems, ids))
    .filter((route) => route !== null);
  if (readRoutes.some((route) => route.index)) problems.push('routes: a top-level route needs a path');
  const readNavs = (Array.isArray(nav) ? nav : [])
    .map((entry, i) => readNav(entry, `nav[${i}]`, problems))
    .filter((entry) => entry !== null);
  const readPagesValue = readPages(pages, name, readRoutes, problems);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    descriptor: {
      contract: contract as string,
      name: name as string,
      attach: attach as string,
      nav: readNavs,
      routes: readRoutes,
      ...(readPagesValue ? { pages: readPagesValue } : {}),
    },
  };
}
