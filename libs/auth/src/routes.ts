/** Where the session sends people (SPEC §2); kept here so the lib needs no UI dependency. */
export const LOGIN_ROUTE = '/login';
export const UNAUTHORIZED_ROUTE = '/unauthorized';
