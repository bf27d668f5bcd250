/** A page's id in an address: the API's numeric id, or the string a route parameter gives. */
export type Id = number | string;

/** A child route's pattern below its parent's address: what the router does when it nests the one in the other. */
export const below = (parent: string, pattern: string): string => `${parent === '/' ? '' : parent}/${pattern}`;

/**
 * A pattern with its `:name` parameters filled in. Written here rather than taken from the router's `generatePath`
 * so that this lib imports nothing and the runtime (which may not load the router) can read the sign-in page's path.
 */
export function fill(pattern: string, params: Readonly<Record<string, Id>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
