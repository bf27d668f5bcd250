import { useId, useState } from 'react';
import { describeError, useDownloadExport } from '@meche/api-client';
import { EXPORT_FORMATS, MSG, type ExportFormat, type ImportKind } from '@meche/contracts';
import { Dialog } from '@meche/ui';
import { enterMovesToNextField } from '../form/enter-moves-focus';
import { useNotify } from '../feedback/feedback-context';
import { downloadFile } from './download-file';
import { IMPORT_MESSAGES, KIND_WORDS } from './import-export-messages';
import styles from './import-export.module.css';

/**
 * Exports every client or product of the practice as CSV (as French Excel opens it) or XLSX. The questionnaire's
 * health answers go in only when asked for, and the practitioner is told that such an export is recorded.
 */
export function ExportDialog({ kind, onClose }: { kind: ImportKind; onClose(): void }) {
  const notify = useNotify();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [health, setHealth] = useState(false);
  const download = useDownloadExport(kind);
  const pending = download.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const healthId = useId();
  const warningId = useId();

  const onSubmit = async () => {
    if (pending) return;
    setFailure(null);
    try {
      const { blob, fileName } = await download.mutateAsync(kind === 'clients' ? { format, health } : { format });
      downloadFile(blob, fileName);
      notify(`Fichier téléchargé : ${fileName}`, 'success');
      onClose();
    } catch (error) {
      const described = describeError(error);
      setFailure(described.kind === 'no-response' ? IMPORT_MESSAGES.exportNoResponse : (described.message ?? MSG.serverError));
    }
  };

  return (
    <Dialog title={KIND_WORDS[kind].exportTitle} size="small" onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        // Enter on a radio or a column's select moves on: importing or downloading takes the button, deliberately.
        onKeyDown={enterMovesToNextField}
        aria-busy={pending}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <fieldset className={styles.choices} disabled={pending}>
          <legend className={styles.legend}>{IMPORT_MESSAGES.formatLegend}</legend>
          {EXPORT_FORMATS.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="export-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {IMPORT_MESSAGES[value]}
            </label>
          ))}
        </fieldset>
        {kind === 'clients' ? (
          <div className={styles.health}>
            <div className={styles.check}>
              <input
                id={healthId}
                type="checkbox"
                checked={health}
                disabled={pending}
                onChange={(event) => setHealth(event.target.checked)}
                aria-describedby={warningId}
              />
              <label htmlFor={healthId}>{IMPORT_MESSAGES.health}</label>
            </div>
            <p id={warningId} className={styles.warning} data-shown={health || undefined}>
              {IMPORT_MESSAGES.healthWarning}
            </p>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="meche-field__error">
            {failure}
          </p>
        ) : null}
        <div className="meche-dialog__actions">
          <button type="button" className="meche-btn meche-btn--ghost" onClick={onClose}>
            {IMPORT_MESSAGES.cancel}
          </button>
          <button type="submit" className="meche-btn meche-btn--primary" disabled={pending}>
            {pending ? IMPORT_MESSAGES.preparing : IMPORT_MESSAGES.download}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
