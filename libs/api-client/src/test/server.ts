import { setupServer } from 'msw/node';

/** The API boundary of the client's tests; each test adds the handlers it needs. */
export const server = setupServer();
