import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '@meche/contracts';

/**
 * The resolver of a form whose inputs hold text ('' for an empty answer) and whose contract schema turns that text
 * into the body the API takes: the form's values and the schema's input differ on purpose (a select holds '' until
 * chosen), so the resolver is typed by the form, and the schema stays the contract's own, with its French messages.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

export interface SchemaFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  schema: z.ZodType<TOutput>;
  /** Replaces the schema's resolver when a form needs its own rule on top (built with schemaResolver). */
  resolver?: Resolver<TValues, unknown, TOutput>;
}

export type SchemaForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput>;

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
    resolver: resolver ?? schemaResolver<TValues, TOutput>(schema),
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
