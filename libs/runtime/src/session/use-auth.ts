import type { LoginRequest, SessionUser } from '@meche/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export interface Auth {
  user: SessionUser | null;
  /** Signs in, stores the session user and plans the token refresh. Rejects on failure. */
  login(body: LoginRequest): Promise<SessionUser>;
  /** Signs out on the server, then forgets the session. Rejects when the server could not be reached. */
  logout(): Promise<void>;
  /** Replaces the stored user, e.g. after the profile's name or phone changed. */
  setUser(user: SessionUser | null): void;
}

/**
 * The HTTP side of the session, loaded with the first sign-in or sign-out: it brings axios and react-query,
 * which the pages before sign-in do not need to render. Through the package name, so it is the page's one copy.
 */
const dataSession = () => import('@meche/runtime/data');

const login = async (body: LoginRequest) => (await dataSession()).signIn(body);
const logout = async () => (await dataSession()).signOut();
const setUser = (user: SessionUser | null) => sessionStore.set(user);

/**
 * The page's session, in any app: it reads the one store of this shared lib, so no provider is needed and a
 * remote sees the same user as the shell.
 */
export function useAuth(): Auth {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return useMemo(() => ({ user, login, logout, setUser }), [user]);
}
