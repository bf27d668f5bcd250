import { useId, useState } from 'react';
import { Dialog } from '@meche/ui';
import { FailureText } from '@meche/front-kit';
import type { PendingAcknowledgement } from './contraindication-alerts';
import styles from './acknowledgement-dialog.module.css';

const ACK_TITLE = 'Contre-indications à confirmer';
const ACK_CHECKBOX = "J'ai pris en compte ces contre-indications pour ce client";
const ACK_CONFIRM = 'Confirmer et enregistrer';

interface AcknowledgementDialogProps {
  pending: readonly PendingAcknowledgement[];
  /** The server's refusal, when it is what opened the dialog. */
  serverMessage: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}

/** Names each product and reason with the client's own answer; saving waits for an explicit tick. */
export function AcknowledgementDialog({ pending, serverMessage, onConfirm, onCancel }: AcknowledgementDialogProps) {
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  return (
    <Dialog title={ACK_TITLE} onClose={onCancel}>
      <FailureText message={serverMessage} />
      <p>Ce programme contient des produits contre-indiqués d'après le questionnaire du client :</p>
      <ul className={styles.list}>
        {pending.map((p) => (
          <li key={p.rowKey}>
            <strong>{p.productName}</strong>
            <ul>
              {p.conflicts.map((c) => (
                <li key={c.reason}>
                  {c.label}
                  {c.answers.length > 0 && ` — réponse : ${c.answers.map((a) => `« ${a.text} »`).join(', ')}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        <label htmlFor={checkboxId}>{ACK_CHECKBOX}</label>
      </div>
      <div className="meche-dialog__actions">
        <button type="button" className="meche-btn meche-btn--ghost" onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className="meche-btn meche-btn--primary" disabled={!checked} onClick={onConfirm}>
          {ACK_CONFIRM}
        </button>
      </div>
    </Dialog>
  );
}
