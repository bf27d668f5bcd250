import { useCallback, useEffect, useState } from 'react';
import type { ClientValues, FieldErrors } from '@meche/contracts';
import type { ClientFieldName } from './client-fields';
import { validateClientForm, type ClientFormValues } from './client-form-values';

/** Values, field messages and validation of a client form; focus goes to the first field in error. */
export function useClientForm(formId: string, initial: () => ClientFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formId]);

  const setField = useCallback((name: ClientFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrorsState((e) => {
      if (!(name in e)) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  }, []);

  const setErrors = useCallback((next: FieldErrors) => {
    setErrorsState(next);
    if (Object.keys(next).length > 0) setAttempt((n) => n + 1);
  }, []);

  /** The body to send, or null after showing the messages. */
  const validate = useCallback((): ClientValues | null => {
    const result = validateClientForm(values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.body : null;
  }, [values, setErrors]);

  const reset = useCallback((next: ClientFormValues) => {
    setValues(next);
    setErrorsState({});
  }, []);

  return { values, errors, setField, setErrors, validate, reset };
}
