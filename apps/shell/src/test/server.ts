import { setupServer } from 'msw/node';

/** The API boundary of every shell test; each test adds the handlers it needs. */
export const server = setupServer();
