import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { followUpQueries, useUpdateClientReminders } from '@meche/api-client';
import type { Client } from '@meche/contracts';
import { describeFailure, FailureText, useNotify } from '@meche/front-kit';
import { REMINDER_MESSAGES } from '../messages';
import styles from './reminders-opt-out.module.css';

/**
 * The client's choice about e-mail reminders of her visits (checked = she receives them), saved as soon as it changes.
 * Without an e-mail address no reminder can leave: the box is off and says why, and nothing is asked of the API.
 */
export function RemindersOptOut({ client }: { client: Client }) {
  const notify = useNotify();
  const hintId = useId();
  const hasEmail = Boolean(client.email?.trim());
  const reminders = useQuery({ ...followUpQueries.clientReminders(client.id), enabled: hasEmail });
  const update = useUpdateClientReminders(client.id);
  const busy = hasEmail && (reminders.isPending || update.isPending);
  // While a change is saving the box shows it; it reverts if the save fails.
  const optOut = update.isPending ? update.variables.optOut : reminders.data?.optOut;

  // Not disabled while saving: a disabled box would drop the keyboard focus; a second change waits for the first.
  const onChange = (wanted: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { optOut: !wanted },
      {
        onSuccess: (saved) => notify(saved.optOut ? REMINDER_MESSAGES.turnedOff : REMINDER_MESSAGES.turnedOn, 'success'),
        onError: (error) => notify(describeFailure(error).message, 'error'),
      },
    );
  };

  return (
    <div className={styles.reminders} aria-busy={busy}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={hasEmail && optOut === false}
          disabled={!hasEmail || !reminders.data}
          aria-describedby={hasEmail ? undefined : hintId}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {REMINDER_MESSAGES.label}
      </label>
      {hasEmail ? null : (
        <p id={hintId} className={styles.hint}>
          {REMINDER_MESSAGES.noEmail}
        </p>
      )}
      <FailureText message={reminders.isError ? describeFailure(reminders.error, { fallback: REMINDER_MESSAGES.loadFailed }).message : null} className={styles.failure} />
    </div>
  );
}
