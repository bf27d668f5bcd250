import { SESSION_STORAGE_KEY } from '@meche/contracts';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_PREFIX } from '../session/drafts';
import { useAuth } from '../session/use-auth';
import { loginResponse, newQueryClient, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { login } from './auth-calls';
import { http as api } from './http';
import { forceLogout, pageQueryClient, startPageSession, stopPageSession } from './page-session';
import { markRefreshed, refreshSession } from './refresh-session';

const emptyPage = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 20 };

/** A data call of any page: what a remote's query makes through the one HTTP client. */
const getClients = async () => (await api.get<typeof emptyPage>('/clients', { params: { page: 0 } })).data;

/** Counts the calls the forced logout makes, and answers every data call with `status`. */
function apiAnswering(status: number) {
  const calls = { logout: 0, refresh: 0 };
  server.use(
    http.get('/api/clients', () => HttpResponse.json({ message: 'Authentification requise.' }, { status })),
    http.post('/api/logout', () => {
      calls.logout += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/refresh-token', () => {
      calls.refresh += 1;
      return HttpResponse.json(loginResponse);
    }),
  );
  return calls;
}

function install() {
  const queryClient = newQueryClient();
  const navigate = vi.fn();
  startPageSession({ queryClient, navigate });
  return { queryClient, navigate };
}

describe('startPageSession', () => {
  it('logs out ONCE when ten requests fail with 401 together: one logout call, one redirect', async () => {
    const calls = apiAnswering(401);
    const { queryClient, navigate } = install();
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem('careSelections', '{"3":[]}');
    queryClient.setQueryData(['clients', 'list', { page: 0 }], { content: [] });
    const cancel = vi.spyOn(queryClient, 'cancelQueries');

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getClients()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    await forceLogout();

    expect(calls.logout).toBe(1);
    expect(calls.refresh).toBe(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // An unsaved planning draft is not part of the session.
    expect(localStorage.getItem('careSelections')).toBe('{"3":[]}');
  });

  it("keeps the forms' drafts (the practitioner's unsaved work, keyed by user) when the session ends", async () => {
    apiAnswering(401);
    const { navigate } = install();
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);
    sessionStorage.setItem(`${DRAFT_STORAGE_PREFIX}7:add-client`, '{"savedAt":"2026-03-01T10:00:00.000Z","values":{}}');
    sessionStorage.setItem('other', 'x');

    await getClients().catch(() => undefined);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await forceLogout();

    expect(sessionStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem(`${DRAFT_STORAGE_PREFIX}7:add-client`)).not.toBeNull();
  });

  it('after a sleep past the token expiry, refreshes once and replays the failed requests', async () => {
    const calls = apiAnswering(401);
    let refreshed = false;
    server.use(
      http.get('/api/clients', () =>
        refreshed
          ? HttpResponse.json(emptyPage)
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post('/api/refresh-token', () => {
        calls.refresh += 1;
        refreshed = true;
        return HttpResponse.json(loginResponse);
      }),
    );
    const { navigate } = install();
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + loginResponse.accessExpiresIn * 1000);

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getClients()));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
    expect(calls.refresh).toBe(1);
    expect(calls.logout).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replays, without logging out, a request that left before a refresh and came back 401 after it', async () => {
    const calls = apiAnswering(401);
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let clientCalls = 0;
    server.use(
      http.get('/api/clients', async () => {
        clientCalls += 1;
        if (clientCalls > 1) return HttpResponse.json(emptyPage);
        await firstHeld;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { navigate } = install();
    storeSession();
    markRefreshed(loginResponse.accessExpiresIn);

    const pending = getClients();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await refreshSession();
    releaseFirst();

    await expect(pending).resolves.toMatchObject({ content: [] });
    expect(clientCalls).toBe(2);
    expect(calls.logout).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out when that refresh is refused', async () => {
    const calls = apiAnswering(401);
    server.use(
      http.post('/api/refresh-token', () => {
        calls.refresh += 1;
        return HttpResponse.json({ message: 'Session expirée, veuillez vous reconnecter.' }, { status: 412 });
      }),
    );
    const { navigate } = install();
    storeSession();

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getClients()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await forceLogout();
    expect(calls.refresh).toBe(1);
    expect(calls.logout).toBe(1);
  });

  it('replays a request once only: a second 401 ends the session', async () => {
    const calls = apiAnswering(401);
    const { navigate } = install();
    storeSession();
    await expect(getClients()).rejects.toMatchObject({ response: { status: 401 } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(calls.refresh).toBe(1);
    expect(calls.logout).toBe(1);
  });

  it('does the same for 412 (session revoked)', async () => {
    const calls = apiAnswering(412);
    const { navigate } = install();
    storeSession();
    await expect(api.get('/clients')).rejects.toMatchObject({ response: { status: 412 } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(calls.logout).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('leaves a failed login alone: a wrong password is not an expired session', async () => {
    const calls = apiAnswering(401);
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json({ message: 'Email ou mot de passe incorrect.' }, { status: 401 }),
      ),
    );
    const { navigate } = install();
    await expect(login({ username: 'a@b.fr', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.logout).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores other errors', async () => {
    const calls = apiAnswering(404);
    const { navigate } = install();
    storeSession();
    await expect(getClients()).rejects.toMatchObject({ response: { status: 404 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.logout).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('still redirects when the best-effort logout call fails', async () => {
    apiAnswering(401);
    server.use(http.post('/api/logout', () => HttpResponse.error()));
    const { navigate } = install();
    storeSession();
    await expect(getClients()).rejects.toBeDefined();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('refreshes at once when the page opens on a stored session (its token age is unknown)', async () => {
    const calls = apiAnswering(401);
    storeSession();
    install();
    await vi.waitFor(() => expect(calls.refresh).toBe(1));
  });

  it('stops watching once stopped', async () => {
    const calls = apiAnswering(401);
    const { navigate } = install();
    stopPageSession();
    storeSession();
    await expect(getClients()).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.logout).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a new session after a forced logout', () => {
  it('is logged out again by the next 401', async () => {
    apiAnswering(401);
    server.use(http.post('/api/login', () => HttpResponse.json(loginResponse)));
    const { navigate } = install();
    const { result } = renderHook(() => useAuth());

    await act(() => result.current.login({ username: 'camille@meche.test', password: 'secret' }));
    await expect(getClients()).rejects.toBeDefined();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(result.current.user).toBeNull());

    await act(() => result.current.login({ username: 'camille@meche.test', password: 'secret' }));
    expect(result.current.user).not.toBeNull();
    await expect(getClients()).rejects.toBeDefined();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
  });
});

describe('the page session', () => {
  it('is created once: every later caller, the shell or a remote, gets the same QueryClient', () => {
    const first = startPageSession();
    expect(startPageSession()).toBe(first);
    expect(startPageSession({ queryClient: newQueryClient() }).queryClient).toBe(first.queryClient);
    expect(pageQueryClient()).toBe(first.queryClient);
  });

  it('does not exist before the shell starts it', () => {
    expect(pageQueryClient()).toBeUndefined();
  });
});
