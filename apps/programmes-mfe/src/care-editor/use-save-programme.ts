import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientQueries, contraindicationConflict, useCreateProgram, useUpdateProgram } from '@meche/api-client';
import { describeFailure, type FailureWording, useNotify } from '@meche/front-kit';
import { MSG, type Program, type QuestionnaireAnswers } from '@meche/contracts';
import { EDITOR_MSG } from '../messages';
import {
  pendingAcknowledgements,
  pendingFromServer,
  withAcknowledged,
  type PendingAcknowledgement,
} from './contraindication-alerts';
import type { CareEditorForm } from './care-form';
import { programBody, type EditorRow } from './editor-rows';

/** The acknowledgement being asked for, and the server's refusal when that is what asks. */
interface AcknowledgementRequest {
  pending: readonly PendingAcknowledgement[];
  serverMessage: string | undefined;
}

interface SaveInput {
  clientId: number | undefined;
  client: QuestionnaireAnswers;
  program: Program | undefined;
  form: CareEditorForm;
  replaceRows(rows: EditorRow[]): void;
  onSaved(program: Program): void;
}

/** A 400 naming a care field (cares.0.quantity…) is about a care, anything else about the programme. */
const SAVE_FAILURE: FailureWording = {
  invalid: (fields) => (Object.keys(fields).some((key) => key.startsWith('cares')) ? EDITOR_MSG.careSaveError : undefined),
  server: () => EDITOR_MSG.programSaveError,
  fallback: EDITOR_MSG.programSaveError,
};

/**
 * Saves the programme: the form's check first (its message as a toast), then asks for the acknowledgement of every
 * contraindicated product not yet confirmed, and on the server's 409 (its answers may be newer) asks again with its
 * message. A failed save keeps the rows and the reference as typed.
 */
export function useSaveProgramme({ clientId, client, program, form, replaceRows, onSaved }: SaveInput) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const [asking, setAsking] = useState<AcknowledgementRequest | null>(null);
  // isPending re-renders a tick later: a double click would otherwise save the programme twice.
  const inFlight = useRef(false);

  const send = async (id: number, reference: string, toSend: readonly EditorRow[]) => {
    const body = programBody(id, reference, toSend);
    inFlight.current = true;
    try {
      const saved = program
        ? await update.mutateAsync({ id: program.id, body: { programReference: body.programReference, cares: body.cares } })
        : await create.mutateAsync(body);
      notify(program ? EDITOR_MSG.updated : EDITOR_MSG.created, 'success');
      onSaved(saved);
    } catch (error) {
      const conflict = contraindicationConflict(error);
      if (conflict) {
        // The page's answers were older than the server's: the flags in the rows follow the fresh ones.
        void queryClient.invalidateQueries({ queryKey: clientQueries.detail(id).queryKey });
        const pending = pendingFromServer(conflict, toSend, client);
        if (pending.length) setAsking({ pending, serverMessage: conflict.message });
        else notify(conflict.message, 'error');
        return;
      }
      notify(describeFailure(error, SAVE_FAILURE).message, 'error');
    } finally {
      inFlight.current = false;
    }
  };

  const save = async () => {
    if (inFlight.current) return;
    if (clientId === undefined) {
      notify(MSG.noClient, 'error');
      return;
    }
    await form.handleSubmit(
      async ({ reference, rows }) => {
        const pending = pendingAcknowledgements(client, rows);
        if (pending.length) {
          setAsking({ pending, serverMessage: undefined });
          return;
        }
        await send(clientId, reference, rows);
      },
      (errors) => {
        const message = errors.rows?.message ?? errors.reference?.message;
        if (message) notify(message, 'error');
      },
    )();
  };

  const confirmAcknowledgement = () => {
    if (!asking || clientId === undefined) return;
    const acknowledged = withAcknowledged(form.getValues('rows'), asking.pending);
    replaceRows(acknowledged);
    setAsking(null);
    void send(clientId, form.getValues('reference'), acknowledged);
  };

  return {
    save,
    saving: create.isPending || update.isPending,
    asking,
    confirmAcknowledgement,
    cancelAcknowledgement: () => setAsking(null),
  };
}
