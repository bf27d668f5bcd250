/** The remotes the shell knows, by name only (ARCHITECTURE §3); where they live comes from /remotes.json. */
export const REMOTE_NAMES = ['clients', 'catalogue', 'programmes'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);
