import type { LoginRequest, SessionUser } from '@meche/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { apiClient } from '../api';
import { armForcedLogout, sessionQueryClient } from '../interceptor/forced-logout';
import { hasSessionEndStatus } from '../interceptor/session-end';
import { cancelScheduledRefresh, markRefreshed } from '../refresh/refresh-session';
import { sessionStore, toSessionUser } from '../session/session-store';

export interface AuthContextValue {
  user: SessionUser | null;
  /** Signs in, stores the session user (SPEC §3) and plans the token refresh. Rejects on failure. */
  login(body: LoginRequest): Promise<SessionUser>;
  /** Signs out on the server, then forgets the session. Rejects when the server could not be reached. */
  logout(): Promise<void>;
  /** Replaces the stored user, e.g. after the profile's name or phone changed. */
  setUser(user: SessionUser | null): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

  // Signed out elsewhere (another tab, forced logout): no refresh for a session that is gone.
  useEffect(() => {
    if (!user) cancelScheduledRefresh();
  }, [user]);

  const login = useCallback(async (body: LoginRequest) => {
    const response = await (await apiClient()).login(body);
    const sessionUser = toSessionUser(body.username, response);
    // A new practitioner must never see the previous one's cached data. The QueryClient is the one given to
    // installAuthInterceptor: the provider sits above it, since /login renders without react-query.
    sessionQueryClient()?.clear();
    sessionStore.set(sessionUser);
    armForcedLogout();
    markRefreshed(response.accessExpiresIn);
    return sessionUser;
  }, []);

  const logout = useCallback(async () => {
    try {
      await (await apiClient()).logout();
    } catch (error) {
      // 401/412: the server has no session for us any more, which is what logging out wants.
      if (!hasSessionEndStatus(error)) throw error;
    }
    cancelScheduledRefresh();
    // User first: guarded pages unmount, so clearing the cache cannot make them refetch without a session.
    sessionStore.set(null);
    const queryClient = sessionQueryClient();
    if (queryClient) {
      await queryClient.cancelQueries();
      queryClient.clear();
    }
  }, []);

  const setUser = useCallback((next: SessionUser | null) => sessionStore.set(next), []);

  const value = useMemo(() => ({ user, login, logout, setUser }), [user, login, logout, setUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
