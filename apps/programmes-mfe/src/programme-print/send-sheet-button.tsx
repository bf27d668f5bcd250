import { useEmailProgrammeSheet } from '@meche/api-client';
import { describeFailure } from '@meche/front-kit';
import { Spinner, useNotify } from '@meche/ui';

export const SEND_FAILED = 'Le programme n’a pas pu être envoyé.';

/**
 * 'Envoyer' of a saved programme from the programmes list: the client's copy by e-mail, without 'Points de vigilance'
 * (her health answers). The copy with them is one tick away in the editor's own 'Envoyer par e-mail'.
 */
export function SendSheetButton({ programId, programReference }: { programId: number; programReference: string }) {
  const notify = useNotify();
  const email = useEmailProgrammeSheet(programId);
  const send = () =>
    email.mutate(
      { vigilance: false },
      {
        onSuccess: ({ to }) => notify(`Programme envoyé à ${to}.`, 'success'),
        onError: (error) => notify(describeFailure(error, { fallback: SEND_FAILED }).message, 'error'),
      },
    );
  return (
    <button type="button" className="meche-btn" aria-label={`Envoyer le programme ${programReference} par e-mail`} onClick={send} disabled={email.isPending}>
      {email.isPending ? <Spinner size="small" label="Envoi du programme…" /> : null} Envoyer
    </button>
  );
}
