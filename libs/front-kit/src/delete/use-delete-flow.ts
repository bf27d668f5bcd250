import { useState } from 'react';
import { useConfirm, useNotify } from '../feedback/feedback-context';
import { describeFailure, type FailureWording } from '../failure/describe-failure';

const DELETE_LABEL = 'Supprimer';

export interface DeleteFlowOptions<TItem> {
  /** The screen's question, verbatim ('Voulez-vous supprimer ce client ? …'). */
  question: string;
  remove(item: TItem): Promise<unknown>;
  /** How a refusal (a 409: the client still has programmes…) reads on this screen; shown as a toast. */
  failure?: FailureWording;
  onDeleted?(item: TItem): void;
}

export interface DeleteFlow<TItem> {
  /** Asks, then deletes; resolves true once deleted. */
  request(item: TItem): Promise<boolean>;
  /** The item whose deletion is under way (its button waits), null otherwise. */
  deleting: TItem | null;
}

/** Delete with confirmation, as every list does it: the question, the row's button waiting, a refusal said as a toast. */
export function useDeleteFlow<TItem>({ question, remove, failure, onDeleted }: DeleteFlowOptions<TItem>): DeleteFlow<TItem> {
  const confirm = useConfirm();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<TItem | null>(null);

  const request = async (item: TItem): Promise<boolean> => {
    if (!(await confirm(question, { confirmLabel: DELETE_LABEL }))) return false;
    setDeleting(item);
    try {
      await remove(item);
      onDeleted?.(item);
      return true;
    } catch (error) {
      notify(describeFailure(error, failure).message, 'error');
      return false;
    } finally {
      setDeleting(null);
    }
  };

  return { request, deleting };
}
