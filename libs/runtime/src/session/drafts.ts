/**
 * Storage keys of the forms' drafts (session storage, one per practitioner and form). The session's end clears the
 * tab's storage but these: a draft is the practitioner's unsaved work, keyed by user, and is offered back only to
 * the same practitioner after the next sign-in.
 */
export const DRAFT_STORAGE_PREFIX = 'meche-draft:';
