import { useSchemaForm, validationResolver, type SchemaForm } from '@meche/front-kit';
import type { ClientValues } from '@meche/contracts';
import { validateClientForm, type ClientFormValues } from './client-form-values';

export type ClientForm = SchemaForm<ClientFormValues, ClientValues>;

const resolver = validationResolver(validateClientForm);

/** A client form held the one way (react-hook-form over the contract); focus goes to the first field in error. */
export function useClientForm(defaultValues: ClientFormValues): ClientForm {
  return useSchemaForm<ClientFormValues, ClientValues>({ resolver, defaultValues });
}
