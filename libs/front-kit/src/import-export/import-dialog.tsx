import { useState } from 'react';
import { describeError, importRefusal, useCommitImport, useImportPreview } from '@meche/api-client';
import { IMPORT_MAX_BYTES, IMPORT_MSG, MSG, type DuplicateStrategy, type ImportKind, type ImportMapping, type ImportPreview, type ImportRefusal } from '@meche/contracts';
import { Dialog, Spinner, FilePicker, fileSizeText } from '@meche/ui';
import { enterMovesToNextField } from '../form/enter-moves-focus';
import { useConfirm, useNotify } from '../feedback/feedback-context';
import { LEAVE_MESSAGES } from '../form/leave-guard';
import { formatLine, IMPORT_MESSAGES, importButtonLabel, KIND_WORDS, previewStatus, resultText } from './import-export-messages';
import { ImportMappingFields } from './import-mapping';
import { ImportPreviewTable } from './import-preview-table';
import { ImportDuplicates, ImportRefusals } from './import-problems';
import styles from './import-export.module.css';

/** What other software and spreadsheets export: CSV (also saved as .txt or .tsv) and Excel workbooks. */
const IMPORT_PICKER = [
  {
    label: IMPORT_MESSAGES.pickFile,
    accept: '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
];

function failureText(error: unknown): string {
  const described = describeError(error);
  if (described.kind === 'no-response') return IMPORT_MESSAGES.noResponse;
  if (described.kind === 'response' && described.status === 413) return IMPORT_MSG.tooLarge;
  return described.message ?? MSG.serverError;
}

const sameHeaders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

/** Lines that will go in: every line but the refused ones and the duplicates left out. */
function linesToImport(preview: ImportPreview, duplicates: DuplicateStrategy): number {
  // Merged, a duplicate of a record goes in; a duplicate of another line of the file never does.
  const merged = duplicates === 'merge' ? preview.duplicates.filter((d) => d.existing).length : 0;
  return Math.max(0, preview.total - preview.refusedRows - preview.duplicateCount + merged);
}

/**
 * Imports a CSV or XLSX file of clients or products: the file is read by the server (format, encoding, separator,
 * columns matched), the practitioner corrects the columns and sees the first rows as they will be stored, every
 * refused line and the duplicates, then imports it all in one go. A refused import keeps the file and the columns.
 */
export function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose(): void }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const read = useImportPreview(kind);
  const commit = useCommitImport(kind);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The last preview read, kept on screen while the next one (after a column changed) is read.
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [edited, setEdited] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateStrategy>('skip');
  const [refused, setRefused] = useState<ImportRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const words = KIND_WORDS[kind];

  /**
   * Reads `chosen` with the columns as given, or matched automatically. `kept`: the columns as corrected for the
   * previous file; a corrected file with the same headers is read again with them, so nothing corrected is lost.
   */
  const readFile = (chosen: File, chosenMapping?: ImportMapping, kept?: Pick<ImportPreview, 'headers' | 'mapping'>) => {
    setRefused(null);
    setFailure(null);
    read.mutate(
      { file: chosen, mapping: chosenMapping },
      {
        onSuccess: (next) => {
          if (kept && sameHeaders(kept.headers, next.headers)) {
            setMapping(kept.mapping);
            readFile(chosen, kept.mapping);
            return;
          }
          setPreview(next);
          if (!chosenMapping) {
            setMapping(next.mapping);
            setEdited(false);
          }
        },
        onError: (error) => {
          if (chosenMapping) return setFailure(failureText(error));
          setPreview(null);
          setFileError(failureText(error));
        },
      },
    );
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setPreview(null);
      setFileError(IMPORT_MSG.tooLarge);
      return;
    }
    setFileError(null);
    readFile(chosen, undefined, edited && preview ? { headers: preview.headers, mapping } : undefined);
  };

  const remap = (next: ImportMapping) => {
    setMapping(next);
    setEdited(true);
    if (file) readFile(file, next);
  };

  const close = async () => {
    if (edited && !commit.isSuccess && !(await confirm(LEAVE_MESSAGES.question, { confirmLabel: LEAVE_MESSAGES.leave, cancelLabel: LEAVE_MESSAGES.stay }))) return;
    onClose();
  };

  const busy = read.isPending || commit.isPending;
  const count = preview ? linesToImport(preview, duplicates) : 0;
  // A refusal may name no row (a required field without a column): any refusal blocks the import.
  const blocked = !preview || preview.errorCount > 0 || count === 0;

  const onSubmit = async () => {
    if (!file || blocked || busy) return;
    setRefused(null);
    setFailure(null);
    try {
      const result = await commit.mutateAsync({ file, mapping, duplicates });
      notify(resultText(kind, result), 'success');
      onClose();
    } catch (error) {
      const refusal = importRefusal(error);
      if (refusal) setRefused(refusal);
      else setFailure(failureText(error));
    }
  };

  return (
    // Wide once there is a table of columns and rows to show.
    <Dialog title={words.importTitle} size={preview ? 'wide' : 'medium'} onClose={() => void close()}>
      <form
        className={styles.form}
        noValidate
        // Enter on a radio or a column's select moves on: importing or downloading takes the button, deliberately.
        onKeyDown={enterMovesToNextField}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <FilePicker
          hint={IMPORT_MESSAGES.dropHint}
          buttons={IMPORT_PICKER}
          chosen={file ? `${file.name} (${fileSizeText(file.size)})` : IMPORT_MESSAGES.noFile}
          error={fileError}
          disabled={commit.isPending}
          onChoose={choose}
          testId="import-drop-zone"
        />
        {read.isPending && !preview ? <Spinner label={IMPORT_MESSAGES.reading} /> : null}
        <p role="status" className={styles.status}>
          {preview ? previewStatus(preview) : ''}
        </p>
        {preview ? (
          <div className={styles.results} data-stale={read.isPending || undefined}>
            <p className={styles.format}>{formatLine(preview)}</p>
            <ImportMappingFields headers={preview.headers} fields={preview.fields} mapping={mapping} onChange={remap} />
            <ImportPreviewTable preview={preview} />
            {refused ? (
              <ImportRefusals refusals={refused.errors} lines={refused.refusedRows} total={refused.errorCount} summary={refused.message} />
            ) : (
              <ImportRefusals refusals={preview.errors} lines={preview.refusedRows} total={preview.errorCount} summary={null} />
            )}
            <ImportDuplicates
              duplicates={preview.duplicates}
              total={preview.duplicateCount}
              choice={duplicates}
              onChoice={setDuplicates}
              disabled={commit.isPending}
            />
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="meche-field__error">
            {failure}
          </p>
        ) : null}
        <div className={`meche-dialog__actions ${styles.actions}`}>
          {preview && blocked ? (
            <p id="import-blocked" className={styles.blocked}>
              {preview.errorCount > 0 ? IMPORT_MESSAGES.allOrNothing : IMPORT_MESSAGES.nothingToImport}
            </p>
          ) : null}
          <button type="button" className="meche-btn meche-btn--ghost" onClick={() => void close()}>
            {IMPORT_MESSAGES.cancel}
          </button>
          <button
            type="submit"
            className="meche-btn meche-btn--primary"
            disabled={blocked || busy}
            aria-describedby={preview && blocked ? 'import-blocked' : undefined}
          >
            {commit.isPending ? IMPORT_MESSAGES.importing : preview ? importButtonLabel(kind, count) : IMPORT_MESSAGES.importButton}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
