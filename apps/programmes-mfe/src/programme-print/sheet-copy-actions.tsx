import { useId, useState } from 'react';
import type { SheetKind } from '@meche/api-client';
import { INCLUDE_VIGILANCE_LABEL } from '@meche/contracts';
import { Spinner } from '@meche/ui';
import { useSheetDelivery } from './use-sheet-delivery';

interface SheetCopyActionsProps {
  kind: SheetKind;
  programId: number;
  /** 'Imprimer': the programme's sheet with the vigilance choice; the planning's as on screen (it has no health answer). */
  onPrint(withVigilance: boolean): void;
  /** Said when the server's copy would not be what is on screen (unsaved changes): its two buttons then wait. */
  unavailable?: string | undefined;
  /** The planning preview's 'Imprimer' is its main action. */
  printClassName?: string;
}

/**
 * 'Imprimer', 'Télécharger le PDF' and 'Envoyer par e-mail' of a saved programme or planning. The programme's client
 * copy leaves out 'Points de vigilance' (her health answers) unless ticked, one choice for all three; the planning
 * carries none. The PDF is made on the server and the e-mail leaves through the practice's mail queue.
 */
export function SheetCopyActions({ kind, programId, onPrint, unavailable, printClassName = 'meche-btn' }: SheetCopyActionsProps) {
  const sheet = useSheetDelivery(kind, programId);
  const [withVigilance, setWithVigilance] = useState(false);
  const checkboxId = useId();
  const noteId = useId();
  const request = kind === 'program' ? { vigilance: withVigilance } : {};

  return (
    <>
      {kind === 'program' && (
        <label htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={withVigilance} onChange={(event) => setWithVigilance(event.target.checked)} />{' '}
          {INCLUDE_VIGILANCE_LABEL}
        </label>
      )}
      {unavailable && (
        <p id={noteId}>{unavailable}</p>
      )}
      <button type="button" className={printClassName} onClick={() => onPrint(withVigilance)}>
        Imprimer
      </button>
      <button type="button" className="meche-btn" onClick={() => sheet.download(request)} disabled={Boolean(unavailable) || sheet.downloading} aria-describedby={unavailable ? noteId : undefined}>
        {sheet.downloading ? <Spinner size="small" label="Création du PDF…" /> : null} Télécharger le PDF
      </button>
      <button type="button" className="meche-btn" onClick={() => sheet.send(request)} disabled={Boolean(unavailable) || sheet.sending} aria-describedby={unavailable ? noteId : undefined}>
        {sheet.sending ? <Spinner size="small" label={sheet.words.sending} /> : null} Envoyer par e-mail
      </button>
    </>
  );
}
