import { clientInputSchema, MSG, toFieldErrors, type Client, type ClientValues } from '@meche/contracts';
import type { Validation } from '@meche/front-kit';
import { ALL_FIELDS, type ClientFieldName } from './client-fields';

/** What the inputs hold: always strings, '' for an empty answer. */
export type ClientFormValues = Record<ClientFieldName, string>;

export function emptyClientValues(): ClientFormValues {
  return Object.fromEntries(ALL_FIELDS.map((f) => [f.name, ''])) as ClientFormValues;
}

export function clientToFormValues(client: Client): ClientFormValues {
  return Object.fromEntries(ALL_FIELDS.map((f) => [f.name, client[f.name] ?? ''])) as ClientFormValues;
}

/** The same zod rules as the API, with French messages keyed by field. */
export function validateClientForm(values: ClientFormValues): Validation<ClientValues> {
  const parsed = clientInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = toFieldErrors(parsed.error.issues);
  // An unchosen sex is a missing answer, not a wrong one.
  if (values.sex === '') errors.sex = MSG.required;
  return { ok: false, errors };
}
