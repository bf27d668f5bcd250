import { SESSION_STORAGE_KEY } from '@meche/contracts/constants';
import type { LoginResponse, SessionUser } from '@meche/contracts';
import { followSignOutElsewhere, forgetOtherPractitionersDrafts } from './drafts';
import { noteSignedOutElsewhere } from './session-end-reason';

/**
 * The shape of `sessionUserSchema` (contracts), checked by hand: this runs at every page start, and the
 * schema would bring zod into the first chunks of /login. Unknown keys are dropped, as the schema does.
 */
export function toStoredUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, userId, phone, role, name } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof role !== 'string' || typeof name !== 'string') return null;
  if (typeof userId !== 'number' || !Number.isFinite(userId)) return null;
  if (phone !== null && typeof phone !== 'string') return null;
  return { username, userId, phone, role, name };
}

/** The stored session user, or null when absent, unreadable or not of the expected shape. */
function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    return toStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** username is what was typed, userId comes from `id`, name from `userName`. */
export function toSessionUser(username: string, response: LoginResponse): SessionUser {
  return {
    username: username.trim(),
    userId: response.id,
    phone: response.phone,
    role: response.role,
    name: response.userName,
  };
}

type Listener = () => void;

let current: SessionUser | null | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * The one session of the page, shared by React (useAuth) and the HTTP session upkeep, which runs outside
 * React; one per page because this lib is a shared singleton. localStorage is the source of truth so every
 * tab sees a logout.
 */
export const sessionStore = {
  get(): SessionUser | null {
    if (current === undefined) current = readStoredUser();
    return current;
  },
  set(user: SessionUser | null): void {
    try {
      if (user) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
      else window.localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage unavailable: the session still holds for this page.
    }
    current = user;
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** Forget the cached value (tests, or after storage was changed behind our back). */
  reload(): void {
    current = undefined;
    emit();
  },
};

/** Another tab signed in or out: follow it, drafts included (drafts.ts). */
function onStorage(event: StorageEvent) {
  followSignOutElsewhere(event);
  if (event.key === SESSION_STORAGE_KEY || event.key === null) {
    // This tab had a session and another tab ended it: noted before the pages hear of it, so the login page this
    // tab lands on says so.
    if (current && !readStoredUser()) noteSignedOutElsewhere();
    sessionStore.reload();
    const user = sessionStore.get();
    if (user) forgetOtherPractitionersDrafts(user.userId);
  }
}
