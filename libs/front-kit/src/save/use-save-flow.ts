import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../feedback/feedback-context';
import type { FieldErrors } from '@meche/contracts';
import { describeFailure, type Failure, type FailureWording } from '../failure/describe-failure';

/**
 * Where the practitioner goes once a save is sent:
 * - `stay`: on the page, the failure shown on it;
 * - `navigate`: to `to` once saved, the failure shown on the page that stays;
 * - `navigate-at-once`: to `to` as soon as it is sent, the failure arriving there as a toast.
 */
export type AfterSave = { kind: 'stay' } | { kind: 'navigate'; to: string } | { kind: 'navigate-at-once'; to: string };

export interface SaveFlowOptions<TInput, TSaved> {
  save(input: TInput): Promise<TSaved>;
  after: AfterSave;
  /** How a failure reads on this screen. */
  failure?: FailureWording;
  /** The toast of a successful save, if the screen gives one. */
  saved?: string;
  /** A validation answer's messages, for the form to put under its fields. */
  onFields?(fields: FieldErrors): void;
  /** Lets the leave guard go before the page is left on purpose. */
  release?(): void;
  onSaved?(saved: TSaved, input: TInput): void;
  /** What a failed save keeps (a draft), whatever the screen shows of it. */
  onFailed?(error: unknown, input: TInput): void;
}

export interface SaveFlow<TInput> {
  /** Sends the input once: a second call while one is under way does nothing. Resolves true when saved. */
  submit(input: TInput): Promise<boolean>;
  saving: boolean;
  /** The last failure, for the page that stays; null once a new save starts. */
  failure: Failure | null;
  clearFailure(): void;
}

/** One save as every form runs it: sent once, its failure in the screen's words, then stay or go (after refine's useForm redirect). */
export function useSaveFlow<TInput, TSaved>(options: SaveFlowOptions<TInput, TSaved>): SaveFlow<TInput> {
  const navigate = useNavigate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The state re-renders a tick later: a double click would otherwise send the save twice.
  const inFlight = useRef(false);

  const fail = (error: unknown, input: TInput, toast: boolean) => {
    const described = describeFailure(error, options.failure);
    if (described.fields) options.onFields?.(described.fields);
    options.onFailed?.(error, input);
    if (toast) notify(described.message, 'error');
    else setFailure(described);
  };

  const submit = async (input: TInput): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setFailure(null);
    const { after } = options;
    if (after.kind === 'navigate-at-once') {
      // Sent before the page goes; it unmounts at once, so the outcome is handled on the promise, not on its state,
      // and the page never sends again (a double click's second submit may come after this one has settled).
      const sent = options.save(input);
      options.release?.();
      navigate(after.to);
      try {
        const saved = await sent;
        options.onSaved?.(saved, input);
        if (options.saved) notify(options.saved, 'success');
        return true;
      } catch (error) {
        fail(error, input, true);
        return false;
      }
    }
    setSaving(true);
    try {
      const saved = await options.save(input);
      if (options.saved) notify(options.saved, 'success');
      options.onSaved?.(saved, input);
      if (after.kind === 'navigate') {
        options.release?.();
        navigate(after.to);
      }
      return true;
    } catch (error) {
      fail(error, input, false);
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { submit, saving, failure, clearFailure: () => setFailure(null) };
}
