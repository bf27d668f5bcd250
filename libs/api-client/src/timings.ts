/** Cache timings of the lists and details, one name each. */
const MINUTE = 60_000;
export const CLIENTS_STALE_MS = 5 * MINUTE;
export const PRODUCTS_STALE_MS = 5 * MINUTE;
export const CATEGORIES_GC_MS = 5 * MINUTE;
export const CATEGORIES_STALE_MS = 2 * MINUTE;
export const PROGRAMS_STALE_MS = 5 * MINUTE;
export const PRODUCT_DETAIL_STALE_MS = 5 * MINUTE;
