import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const PRACTICE = {
  practiceName: 'Institut Test',
  practiceAddress: '1 rue des Tests, 69000 Lyon',
  practicePhone: '01 02 03 04 05',
  logoUrl: '/logo.svg',
};

const configHandler = http.get('*/config.json', () => HttpResponse.json(PRACTICE));
/** No practice settings saved: the sheets print config.json's details. */
const settingsHandler = http.get('*/api/settings', () =>
  HttpResponse.json({ name: null, address: null, phone: null, siret: null, hasLogo: false, modified: null }),
);

/** The logo file is not served here: the sheet keeps its URL rather than an inlined copy. */
const logoHandler = http.get('*/logo.svg', () => new HttpResponse(null, { status: 404 }));

/** The HTTP boundary of every component test; each test adds the handlers it needs. */
export const server = setupServer(configHandler, settingsHandler, logoHandler);

export function listenToMsw(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
