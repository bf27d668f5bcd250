import type { LoginRequest, SessionUser } from '@meche/contracts';
import { forgetDraftsOnSignOut, forgetOtherPractitionersDrafts, sessionStore, toSessionUser } from '@meche/runtime';
import { login, logout } from './auth-calls';
import { armForcedLogout } from './forced-logout';
import { pageQueryClient } from './page-session';
import { cancelScheduledRefresh, forgetAccessTokenTimes, markRefreshed } from './refresh-session';
import { hasSessionEndStatus } from './session-end';

/** Signs in, stores the session user and plans the token refresh. Rejects on failure. */
export async function signIn(body: LoginRequest): Promise<SessionUser> {
  const response = await login(body);
  const user = toSessionUser(body.username, response);
  // A new practitioner must never see the previous one's cached data, nor find their drafts in this tab.
  pageQueryClient()?.clear();
  forgetOtherPractitionersDrafts(user.userId);
  sessionStore.set(user);
  armForcedLogout();
  markRefreshed(response.accessExpiresIn);
  return user;
}

/** Signs out on the server, then forgets the session. Rejects when the server could not be reached. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    // 401/412: the server has no session for us any more, which is what logging out wants.
    if (!hasSessionEndStatus(error)) throw error;
  }
  cancelScheduledRefresh();
  forgetAccessTokenTimes();
  // Leaving on purpose: the forms' drafts (health answers among them) go, in every tab (drafts.ts).
  forgetDraftsOnSignOut();
  // User first: guarded pages unmount, so clearing the cache cannot make them refetch without a session.
  sessionStore.set(null);
  const queryClient = pageQueryClient();
  if (queryClient) {
    await queryClient.cancelQueries();
    queryClient.clear();
  }
}
