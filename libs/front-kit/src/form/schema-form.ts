import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '@meche/contracts';

/**
 * The resolver of a form whose inputs hold text ('' for an empty answer) and whose contract schema turns that text
 * into the body the API takes: the form's values and the schema's input differ on purpose (a select holds '' until
 * chosen), so the resolver is typed by the form, and the schema stays the contract's own, with its French messages.
 */
function schemaResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

/**
 * Checked by the schema, submitted as typed: for a body the API parses itself and whose exact text matters to the
 * caller (a phone kept as typed rather than turned into null).
 */
export function checkOnlyResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues, unknown, TValues> {
  return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<TValues, unknown, TValues>;
}

/** What a form's own check gives: the body to send, or French messages keyed by field (the API's 400 shape). */
export type Validation<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** The resolver of a form checked by a function over the contract (a schema plus a rule of the form's own). */
export function validationResolver<TValues extends FieldValues, TOutput>(validate: (values: TValues) => Validation<TOutput>): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { values: result.body, errors: {} };
    const errors = Object.fromEntries(Object.entries(result.errors).map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as never };
  };
}

type FormProps<TValues extends FieldValues, TOutput> = Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'>;

/** A contract schema, or a check of the form's own (validationResolver / schemaResolver) when it needs one. */
export type SchemaFormOptions<TValues extends FieldValues, TOutput> = FormProps<TValues, TOutput> &
  ({ schema: z.ZodType<TOutput>; resolver?: never } | { schema?: never; resolver: Resolver<TValues, unknown, TOutput> });

export type SchemaForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput>;
/** What `form.register(name)` gives an input: spread it on the control. */
export type FieldRegistration = UseFormRegisterReturn;

/**
 * The one way to hold a form: react-hook-form over a contract schema. Checked on submit, then again on each change
 * of a field in error; the first field in error gets the focus.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>({
  schema,
  resolver,
  ...options
}: SchemaFormOptions<TValues, TOutput>): SchemaForm<TValues, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: resolver ?? schemaResolver<TValues, TOutput>(schema!),
  });
}

/** A 400's messages keyed by field, shown under their fields like the form's own (the first one focused). */
export function showServerErrors<TValues extends FieldValues>(form: Pick<UseFormReturn<TValues, unknown, never>, 'setError' | 'getValues'>, errors: FieldErrors): void {
  const known = Object.keys(form.getValues());
  let focused = false;
  for (const [name, message] of Object.entries(errors)) {
    if (!known.includes(name)) continue;
    form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The message of one field, for Field's `error`. */
export function fieldError<TValues extends FieldValues>(form: Pick<UseFormReturn<TValues, unknown, never>, 'formState'>, name: Path<TValues>): string | undefined {
  const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}
