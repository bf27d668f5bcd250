import { useId, useState } from 'react';
import { useEmailProgrammeSheet, useProgrammePdf } from '@meche/api-client';
import { INCLUDE_VIGILANCE_LABEL } from '@meche/contracts';
import { describeFailure } from '@meche/front-kit';
import { downloadFile, Spinner, useNotify } from '@meche/ui';
import { SEND_FAILED } from './send-sheet-button';

/**
 * 'Imprimer', 'Télécharger le PDF' and 'Envoyer par e-mail' of a saved programme, with one choice for all three: the
 * client's copy leaves out 'Points de vigilance' (her health answers) unless ticked. The PDF is made on the server and
 * the e-mail leaves through the practice's mail queue.
 */
export function SheetCopyActions({ programId, onPrint }: { programId: number; onPrint(withVigilance: boolean): void }) {
  const notify = useNotify();
  const pdf = useProgrammePdf(programId);
  const email = useEmailProgrammeSheet(programId);
  const [withVigilance, setWithVigilance] = useState(false);
  const checkboxId = useId();

  const download = () =>
    pdf.mutate(
      { vigilance: withVigilance },
      {
        onSuccess: ({ blob, fileName }) => downloadFile(blob, fileName),
        onError: (error) => notify(describeFailure(error, { fallback: 'Le PDF n’a pas pu être créé.' }).message, 'error'),
      },
    );

  const send = () =>
    email.mutate(
      { vigilance: withVigilance },
      {
        onSuccess: ({ to }) => notify(`Programme envoyé à ${to}.`, 'success'),
        onError: (error) => notify(describeFailure(error, { fallback: SEND_FAILED }).message, 'error'),
      },
    );

  return (
    <>
      <label htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={withVigilance} onChange={(event) => setWithVigilance(event.target.checked)} />{' '}
        {INCLUDE_VIGILANCE_LABEL}
      </label>
      <button type="button" className="meche-btn" onClick={() => onPrint(withVigilance)}>
        Imprimer
      </button>
      <button type="button" className="meche-btn" onClick={download} disabled={pdf.isPending}>
        {pdf.isPending ? <Spinner size="small" label="Création du PDF…" /> : null} Télécharger le PDF
      </button>
      <button type="button" className="meche-btn" onClick={send} disabled={email.isPending}>
        {email.isPending ? <Spinner size="small" label="Envoi du programme…" /> : null} Envoyer par e-mail
      </button>
    </>
  );
}
