import { SESSION_STORAGE_KEY } from '@meche/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponse, newQueryClient, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { startPageSession, stopPageSession } from './page-session';
import { signIn } from './sign-in';
import {
  ACCESS_TOKEN_TIMES_KEY,
  FOCUS_REFRESH_AFTER_MS,
  markRefreshed,
  REFRESH_MARGIN_MS,
  refreshSession,
  resetRefreshState,
} from './refresh-session';

afterEach(() => {
  vi.useRealTimers();
});

function refreshEndpoint(status = 200) {
  const calls = { refresh: 0, logout: 0 };
  server.use(
    http.post('/api/refresh-token', async () => {
      calls.refresh += 1;
      // Slow enough that concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return status === 200
        ? HttpResponse.json(loginResponse)
        : HttpResponse.json({ message: 'Session expirée, veuillez vous reconnecter.' }, { status });
    }),
    http.post('/api/logout', () => {
      calls.logout += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('refreshSession', () => {
  it('shares one request between concurrent callers', async () => {
    const calls = refreshEndpoint();
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(calls.refresh).toBe(1);
    expect(results).toEqual([loginResponse, loginResponse, loginResponse]);

    await refreshSession();
    expect(calls.refresh).toBe(2);
  });

  it('logs out when the server refuses to refresh', async () => {
    const calls = refreshEndpoint(412);
    storeSession();
    const navigate = vi.fn();
    startPageSession({ queryClient: newQueryClient(), navigate });

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(calls.refresh).toBe(1);
    expect(calls.logout).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refreshes REFRESH_MARGIN_MS before the access token expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = refreshEndpoint();
    markRefreshed(loginResponse.accessExpiresIn);

    await vi.advanceTimersByTimeAsync(loginResponse.accessExpiresIn * 1000 - REFRESH_MARGIN_MS - 1);
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.refresh).toBe(1);
  });

  it('refreshes on window focus only when the last refresh is getting old', async () => {
    const calls = refreshEndpoint();
    startPageSession({ queryClient: newQueryClient(), navigate: vi.fn() });
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);

    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.refresh).toBe(0);

    const later = Date.now() + FOCUS_REFRESH_AFTER_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls.refresh).toBe(1));
  });
});

describe('a page opening on a stored session', () => {
  /** What an earlier page of this browser left: a token issued `ageMs` ago, valid 15 minutes. */
  function earlierPageToken(ageMs: number) {
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);
    const { issuedAt, expiresAt } = JSON.parse(localStorage.getItem(ACCESS_TOKEN_TIMES_KEY) ?? 'null') as { issuedAt: number; expiresAt: number };
    localStorage.setItem(ACCESS_TOKEN_TIMES_KEY, JSON.stringify({ issuedAt: issuedAt - ageMs, expiresAt: expiresAt - ageMs }));
    // A new page: none of the earlier page's timers or times.
    resetRefreshState();
  }

  it('sends no refresh while the access token is still valid, and refreshes it REFRESH_MARGIN_MS before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = refreshEndpoint();
    earlierPageToken(60_000);

    startPageSession({ queryClient: newQueryClient(), navigate: vi.fn() });
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.refresh).toBe(0);

    await vi.advanceTimersByTimeAsync(loginResponse.accessExpiresIn * 1000 - REFRESH_MARGIN_MS - 60_000);
    // The refresh goes through msw's handler, whose promise chain may take longer than 50 ms on a loaded machine.
    await vi.waitFor(() => expect(calls.refresh).toBe(1));
  });

  it('refreshes at once when the access token is about to expire, or its age is unknown', async () => {
    const calls = refreshEndpoint();
    earlierPageToken(loginResponse.accessExpiresIn * 1000 - REFRESH_MARGIN_MS);
    startPageSession({ queryClient: newQueryClient(), navigate: vi.fn() });
    await vi.waitFor(() => expect(calls.refresh).toBe(1));

    stopPageSession();
    localStorage.removeItem(ACCESS_TOKEN_TIMES_KEY);
    startPageSession({ queryClient: newQueryClient(), navigate: vi.fn() });
    await vi.waitFor(() => expect(calls.refresh).toBe(2));
  });

  it('keeps the token times from the sign-in, and forgets them when the session is refused', async () => {
    const calls = refreshEndpoint(401);
    server.use(http.post('/api/login', () => HttpResponse.json(loginResponse)));
    startPageSession({ queryClient: newQueryClient(), navigate: vi.fn() });
    await signIn({ username: 'anna', password: 'secret-password' });
    expect(localStorage.getItem(ACCESS_TOKEN_TIMES_KEY)).not.toBeNull();

    await refreshSession().catch(() => undefined);
    await vi.waitFor(() => expect(calls.logout).toBe(1));
    expect(localStorage.getItem(ACCESS_TOKEN_TIMES_KEY)).toBeNull();
  });
});
