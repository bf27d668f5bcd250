// The light entry, loaded by every page from /login on. The HTTP client, the QueryClient and the session upkeep
// are in '@meche/runtime/data', loaded with the dashboard or the first sign-in.
export type { SessionUser } from '@meche/contracts';
export { sessionStore, toSessionUser } from './session/session-store';
export { useAuth } from './session/use-auth';
export { isHttpError } from './session/http-error';
export {
  DRAFT_STORAGE_PREFIX,
  draftKey,
  forgetDraftsOnSignOut,
  forgetOtherPractitionersDrafts,
  isDraftRevoked,
} from './session/drafts';
export {
  forgetSessionEndReason,
  noteSessionExpired,
  readSessionEndReason,
  type SessionEndReason,
} from './session/session-end-reason';
export { leaveChecks, type LeaveMove } from './navigation/leave-checks';
export { pageNames } from './navigation/page-names';
export { PageLink } from './navigation/page-link';
export {
  ConfirmContext,
  NotifyContext,
  type Confirm,
  type ConfirmOptions,
  type Notify,
  type NotifyKind,
} from './feedback/feedback-contexts';
export { ThemeContext, type Theme, type ThemeContextValue } from './theme/theme-context';
