/**
 * Error bodies: a 400 is a flat object keyed by field (`{ "email": "Email invalide" }`),
 * every other error is `{ "message": "…" }`.
 */
export type FieldErrors = Record<string, string>;

/** Flatten zod issues to the field-keyed 400 body; nested paths join with dots ('cares.0.quantity'). */
export function toFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'message';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
