import { SESSION_STORAGE_KEY } from '@meche/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponse, newQueryClient, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { startPageSession } from './page-session';
import { FOCUS_REFRESH_AFTER_MS, markRefreshed, REFRESH_MARGIN_MS, refreshSession } from './refresh-session';

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
