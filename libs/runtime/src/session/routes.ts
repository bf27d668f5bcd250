/** Where the session sends people; kept here so the lib needs no UI dependency. */
export const LOGIN_ROUTE = '/login';
export const UNAUTHORIZED_ROUTE = '/unauthorized';
