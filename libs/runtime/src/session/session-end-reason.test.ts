import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@meche/contracts/constants';
import { forgetSessionEndReason, noteSessionExpired, readSessionEndReason } from './session-end-reason';
import { sessionStore } from './session-store';

const user = { username: 'a@b.fr', userId: 7, phone: null, role: 'ROLE_USER', name: 'Ana' };

afterEach(() => {
  forgetSessionEndReason();
  window.sessionStorage.clear();
  window.localStorage.clear();
  sessionStore.reload();
});

describe('why a session ended, for the login page', () => {
  it('says the draft is kept when a form left one, and nothing after it was read and forgotten', () => {
    window.sessionStorage.setItem('meche-draft:7:add-client', '{}');
    noteSessionExpired();
    expect(readSessionEndReason()).toBe('expired-draft-kept');
    forgetSessionEndReason();
    expect(readSessionEndReason()).toBeNull();
  });

  it('says expired without a draft', () => {
    noteSessionExpired();
    expect(readSessionEndReason()).toBe('expired');
  });

  it('notes a sign-out in another tab when this tab had a session', () => {
    sessionStore.set(user);
    const stop = sessionStore.subscribe(() => undefined);
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    stop();
    expect(readSessionEndReason()).toBe('elsewhere');
    expect(sessionStore.get()).toBeNull();
  });
});
