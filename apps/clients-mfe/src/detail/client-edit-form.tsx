import { useImperativeHandle, type Ref } from 'react';
import type { Client, ClientValues, FieldErrors } from '@meche/contracts';
import { enterMovesToNextField, showServerErrors, useLeaveGuard } from '@meche/front-kit';
import { ClientFormFields } from '../form/client-form-fields';
import { clientToFormValues } from '../form/client-form-values';
import { useClientForm } from '../form/use-client-form';

/** What the file's save flow asks of the form it does not hold: the API's field messages under their fields. */
export interface ClientEditFormHandle {
  showServerErrors(fields: FieldErrors): void;
}

interface ClientEditFormProps {
  ref: Ref<ClientEditFormHandle>;
  client: Client;
  id: string;
  busy: boolean;
  onSubmit(body: ClientValues): Promise<unknown>;
}

/**
 * The client file's edit form, in its own chunk: the form layer (react-hook-form, the resolver, the fields) loads
 * when the practitioner edits, never with a file that is only read. Mounted per edit, from the file as it is now.
 */
export function ClientEditForm({ ref, client, id, busy, onSubmit }: ClientEditFormProps) {
  const form = useClientForm(clientToFormValues(client));
  useLeaveGuard(form.formState.isDirty);
  useImperativeHandle(ref, () => ({ showServerErrors: (fields) => showServerErrors(form, fields) }), [form]);
  const onSave = form.handleSubmit(onSubmit);

  return (
    <form id={id} onSubmit={(event) => void onSave(event)} onKeyDown={enterMovesToNextField} noValidate aria-busy={busy}>
      <ClientFormFields form={form} />
    </form>
  );
}
