import { SESSION_STORAGE_KEY } from '@meche/contracts/constants';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../data/sign-in';
import { loginResponse, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { SIGNED_OUT_AT_KEY, draftKey, isDraftRevoked } from './drafts';
import { sessionStore } from './session-store';

const draft = (savedAt = new Date().toISOString()) => JSON.stringify({ savedAt, values: { enceinte: 'Oui' } });
const drafts = () => Object.keys(sessionStorage).filter((k) => k.startsWith('meche-draft:')).sort();

afterEach(() => vi.useRealTimers());

describe("the forms' drafts (health answers) and the session", () => {
  it("'Déconnexion' drops every draft of the tab, and marks the time so other tabs and restored tabs drop theirs", async () => {
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    storeSession();
    sessionStorage.setItem(draftKey(7, 'add-client'), draft());
    sessionStorage.setItem(draftKey(8, 'add-client'), draft());
    sessionStorage.setItem('not-a-draft', 'x');

    await signOut();

    expect(drafts()).toEqual([]);
    expect(sessionStorage.getItem('not-a-draft')).toBe('x');
    expect(Number(localStorage.getItem(SIGNED_OUT_AT_KEY))).toBeGreaterThan(Date.now() - 5000);
  });

  it('a draft saved before the last sign-out is void; one saved after it is not', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') });
    localStorage.setItem(SIGNED_OUT_AT_KEY, String(Date.now()));
    expect(isDraftRevoked('2026-03-01T09:59:59.000Z')).toBe(true);
    expect(isDraftRevoked('2026-03-01T10:00:01.000Z')).toBe(false);
    expect(isDraftRevoked('pas une date')).toBe(true);
    localStorage.removeItem(SIGNED_OUT_AT_KEY);
    expect(isDraftRevoked('2026-03-01T09:59:59.000Z')).toBe(false);
  });

  it("another tab's sign-out drops this tab's drafts", () => {
    storeSession();
    const stop = sessionStore.subscribe(() => undefined);
    sessionStorage.setItem(draftKey(7, 'care-editor:3:new'), draft());
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_OUT_AT_KEY, newValue: String(Date.now()) }));
      expect(drafts()).toEqual([]);
    } finally {
      stop();
    }
  });

  it("another practitioner signing in (here or in another tab) drops the previous one's drafts, not their own", async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ ...loginResponse, id: 8 })));
    sessionStorage.setItem(draftKey(7, 'add-client'), draft());
    sessionStorage.setItem(draftKey(8, 'add-client'), draft());
    await signIn({ username: 'autre@meche.test', password: 'secret' });
    expect(drafts()).toEqual([draftKey(8, 'add-client')]);

    const stop = sessionStore.subscribe(() => undefined);
    try {
      // Practitioner 7 signs in from another tab.
      storeSession();
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
      expect(drafts()).toEqual([]);
    } finally {
      stop();
    }
  });
});
