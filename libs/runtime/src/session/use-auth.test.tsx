import { SESSION_STORAGE_KEY } from '@meche/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { startPageSession } from '../data/page-session';
import { loginResponse, newQueryClient, sessionUser, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { useAuth } from './use-auth';

/** The page's QueryClient, as the shell's dashboard starts it (the shell renders /login without one). */
function wrapperWith(queryClient: QueryClient) {
  startPageSession({ queryClient });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

const renderAuth = (queryClient = newQueryClient()) =>
  renderHook(() => useAuth(), { wrapper: wrapperWith(queryClient) });

describe('useAuth', () => {
  it("stores {username, userId, phone, role, name} under 'user' on login", async () => {
    let sent: unknown;
    server.use(
      http.post('/api/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(loginResponse);
      }),
    );
    const { result } = renderAuth();
    expect(result.current.user).toBeNull();

    let returned: unknown;
    await act(async () => {
      returned = await result.current.login({ username: 'camille@meche.test', password: 'secret' });
    });

    expect(sent).toEqual({ username: 'camille@meche.test', password: 'secret' });
    expect(returned).toEqual(sessionUser);
    expect(result.current.user).toEqual(sessionUser);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(sessionUser);
  });

  it('keeps nobody signed in when the login fails', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json({ message: 'Email ou mot de passe incorrect.' }, { status: 401 }),
      ),
    );
    const { result } = renderAuth();
    await act(async () => {
      await expect(result.current.login({ username: 'x@y.fr', password: 'bad' })).rejects.toMatchObject({
        response: { status: 401 },
      });
    });
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('starts from the stored session and ignores a malformed one', () => {
    storeSession();
    expect(renderAuth().result.current.user).toEqual(sessionUser);

    localStorage.setItem(SESSION_STORAGE_KEY, '{"username":1}');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })));
    expect(renderAuth().result.current.user).toBeNull();
  });

  it('logs out on the server, then forgets the user and the cached data', async () => {
    let logoutCalls = 0;
    server.use(
      http.post('/api/logout', () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    storeSession();
    const queryClient = newQueryClient();
    queryClient.setQueryData(['clients'], []);
    const { result } = renderAuth(queryClient);
    await act(() => result.current.logout());
    expect(logoutCalls).toBe(1);
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('lets a failed logout reject and keeps the session, so the screen can say so', async () => {
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })),
    );
    storeSession();
    const { result } = renderAuth();
    await act(async () => {
      await expect(result.current.logout()).rejects.toMatchObject({ response: { status: 500 } });
    });
    expect(result.current.user).toEqual(sessionUser);
  });

  it('treats a 401 on logout as logged out: the server has no session for us any more', async () => {
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 401 })));
    storeSession();
    const { result } = renderAuth();
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
  });

  it('follows a logout made in another tab', () => {
    storeSession();
    const { result } = renderAuth();
    localStorage.removeItem(SESSION_STORAGE_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })));
    expect(result.current.user).toBeNull();
  });

  it('replaces the stored user with setUser (profile edit)', () => {
    storeSession();
    const { result } = renderAuth();
    act(() => result.current.setUser({ ...sessionUser, name: 'Camille Durand' }));
    expect(result.current.user?.name).toBe('Camille Durand');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ name: 'Camille Durand' });
  });

  it('works without a QueryClientProvider above it', () => {
    storeSession();
    function Name() {
      return <p>{useAuth().user?.name}</p>;
    }
    render(<Name />);
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
  });

  it('needs no provider: two separate React trees of the page, a shell and a remote, see the same session', () => {
    storeSession();
    function Name({ who }: { who: string }) {
      return (
        <p>
          {who} : {useAuth().user?.name ?? 'personne'}
        </p>
      );
    }
    render(<Name who="shell" />);
    render(<Name who="remote" />);
    const { result } = renderAuth();
    act(() => result.current.setUser({ ...sessionUser, name: 'Camille Durand' }));
    expect(screen.getByText('shell : Camille Durand')).toBeInTheDocument();
    expect(screen.getByText('remote : Camille Durand')).toBeInTheDocument();
  });
});
