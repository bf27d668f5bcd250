// Ids as the API's paths and the front's routes spell them, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

/** Ids are PostgreSQL integers: anything larger can only be a forged request. */
export const ID_MAX = 2_147_483_647;

/**
 * An id's one spelling, in the API's paths and the front's routes: decimal digits without sign, leading zero, space,
 * decimals, exponent or radix prefix (`016`, `+16`, ` 16`, `1.6e1`, `0x10` all read as 16 through Number()).
 */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A route parameter as a record id, on the front: ID_PATTERN, 1 to ID_MAX (an id the API can hold), else undefined. */
export function parseRouteId(param: string | undefined): number | undefined {
  if (!param || !ID_PATTERN.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}
