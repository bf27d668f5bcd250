import { z } from 'zod';
import { MSG } from './messages';

/**
 * Every schema names its own French message; this fallback covers the rest (a body that is not an
 * object, an unexpected type deep inside one) so no English zod text ever reaches a user.
 */
z.config({
  // No `new Function` probe: the pages' CSP (script-src without 'unsafe-eval') reports it as a violation.
  jitless: true,
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? MSG.required : MSG.invalidValue),
});
