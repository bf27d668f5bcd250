import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_PRACTICE_RULES, DEFAULT_STORAGE_QUOTA_MB } from '@meche/contracts';
import { emptySummary, emptyToday, loginResponse, recentBackup } from './fixtures/session';
import { PRACTICE } from './fixtures/practice';

/** msw pattern for an API path, whatever origin jsdom runs on. */
export const api = (path: string) => `*/api${path}`;

/**
 * The HTTP boundary of every front test, started once by the kit's setup; each test adds the handlers it needs with
 * server.use(...). Answered by default, as the host page would: the practice's config.json (with no saved settings
 * over it, and its logo file not served, so sheets keep the logo's URL), the session refresh a page opened on a
 * stored session makes at once (a test that counts refreshes adds its own handler), the dashboard's summary and an empty 'Aujourd'hui', a
 * backup made an hour ago, an empty storage, the default working rules, and a client file with no questionnaire link nor
 * proposed answers, e-mail reminders on and no visit.
 */
export const server = setupServer(
  http.get('*/config.json', () => HttpResponse.json(PRACTICE)),
  http.get(api('/settings'), () =>
    HttpResponse.json({ name: null, address: null, phone: null, siret: null, hasLogo: false, modified: null }),
  ),
  http.get('*/logo.svg', () => new HttpResponse(null, { status: 404 })),
  http.post(api('/refresh-token'), () => HttpResponse.json(loginResponse)),
  http.get(api('/dashboard'), () => HttpResponse.json(emptySummary)),
  http.get(api('/dashboard/today'), () => HttpResponse.json(emptyToday)),
  http.get(api('/backups/status'), () => HttpResponse.json(recentBackup())),
  http.get(api('/settings/storage'), () => HttpResponse.json({ usedBytes: 0, quotaBytes: DEFAULT_STORAGE_QUOTA_MB * 1024 * 1024 })),
  http.get(api('/settings/rules'), () => HttpResponse.json(DEFAULT_PRACTICE_RULES)),
  http.get(api('/client/:id/questionnaire-link'), () => HttpResponse.json(null)),
  http.get(api('/client/:id/proposal'), () => HttpResponse.json(null)),
  http.get(api('/client/:id/reminders'), () => HttpResponse.json({ optOut: false })),
  http.get(api('/client/:id/visits'), () => HttpResponse.json([])),
);
