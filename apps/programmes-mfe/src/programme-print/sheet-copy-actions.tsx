import { useId, useState } from 'react';
import { describeError, useProgrammePdf } from '@meche/api-client';
import { INCLUDE_VIGILANCE_LABEL } from '@meche/contracts';
import { downloadFile, Spinner, useNotify } from '@meche/ui';

/**
 * 'Imprimer' and 'Télécharger le PDF' of a saved programme, with one choice for both: the client's copy leaves out
 * 'Points de vigilance' (her health answers) unless ticked. The PDF is made on the server; sending it by e-mail comes
 * with the mail queue.
 */
export function SheetCopyActions({ programId, onPrint }: { programId: number; onPrint(withVigilance: boolean): void }) {
  const notify = useNotify();
  const pdf = useProgrammePdf(programId);
  const [withVigilance, setWithVigilance] = useState(false);
  const checkboxId = useId();

  const download = () =>
    pdf.mutate(
      { vigilance: withVigilance },
      {
        onSuccess: ({ blob, fileName }) => downloadFile(blob, fileName),
        onError: (error) => notify(describeError(error).message ?? 'Le PDF n’a pas pu être créé.', 'error'),
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
    </>
  );
}
