import { Spinner } from '@meche/ui';
import { useSheetDelivery } from './use-sheet-delivery';

/**
 * 'Envoyer' of a saved programme from the programmes list: the client's copy by e-mail, without 'Points de vigilance'
 * (her health answers). The copy with them is one tick away in the editor's own 'Envoyer par e-mail'.
 */
export function SendSheetButton({ programId, programReference }: { programId: number; programReference: string }) {
  const sheet = useSheetDelivery('program', programId);
  return (
    <button type="button" className="meche-btn" aria-label={`Envoyer le programme ${programReference} par e-mail`} onClick={() => sheet.send({ vigilance: false })} disabled={sheet.sending}>
      {sheet.sending ? <Spinner size="small" label={sheet.words.sending} /> : null} Envoyer
    </button>
  );
}
