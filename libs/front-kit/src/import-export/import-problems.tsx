import { DUPLICATE_REASON_LABELS, type DuplicateStrategy, type ImportDuplicate, type ImportError } from '@meche/contracts';
import { count, IMPORT_MESSAGES, quoted, refusalText } from './import-export-messages';
import styles from './import-export.module.css';

interface ImportRefusalsProps {
  refusals: readonly ImportError[];
  /** Lines refused (a line may be refused for several cells), and refusals in all: the list may stop short of them. */
  lines: number;
  total: number;
  /** Said at once: the summary of an import the server refused. */
  summary: string | null;
}

/**
 * Every refused line with its column and French reason, in a box of its own that scrolls (a file of 10,000 lines
 * may refuse them all).
 */
export function ImportRefusals({ refusals, lines, total, summary }: ImportRefusalsProps) {
  if (refusals.length === 0 && !summary) return null;
  return (
    <section className={styles.section} aria-labelledby="import-refusals-title">
      <h3 id="import-refusals-title" className={styles.sectionTitle}>
        {IMPORT_MESSAGES.refusalsTitle}
        {lines > 0 ? ` (${lines.toLocaleString('fr-FR')})` : ''}
      </h3>
      {summary ? (
        <p role="alert" className="meche-field__error">
          {summary}
        </p>
      ) : null}
      <p className={styles.hint}>{IMPORT_MESSAGES.fixRefusals}</p>
      <div className={styles.listBox} role="region" aria-label={count(total, 'refus', 'refus')} tabIndex={0}>
        <ul className={styles.refusals}>
          {refusals.map((refusal, index) => (
            <li key={`${refusal.line}-${refusal.column ?? ''}-${index}`}>{refusalText(refusal)}</li>
          ))}
        </ul>
        {total > refusals.length ? <p className={styles.hint}>{moreText(total - refusals.length, 'refus')}</p> : null}
      </div>
    </section>
  );
}

/** "Ligne 5 : même email que « Dupont Jean », déjà enregistré." or "… que la ligne 3." */
function duplicateText({ line, reason, existing, otherLine }: ImportDuplicate): string {
  const label = DUPLICATE_REASON_LABELS[reason];
  const what = label.charAt(0).toLowerCase() + label.slice(1);
  const other = existing ? `que ${quoted(existing.label)}, déjà enregistré` : otherLine ? `que la ligne ${otherLine}` : '';
  return `Ligne ${line} : ${[what, other].filter(Boolean).join(' ')}.`;
}

const moreText = (n: number, what: string) => `… et ${n.toLocaleString('fr-FR')} ${what} de plus, non listés.`;

interface ImportDuplicatesProps {
  duplicates: readonly ImportDuplicate[];
  total: number;
  choice: DuplicateStrategy;
  onChoice(choice: DuplicateStrategy): void;
  disabled: boolean;
}

/** The duplicates found (in the practice's records or earlier in the file) and what to do with them. */
export function ImportDuplicates({ duplicates, total, choice, onChoice, disabled }: ImportDuplicatesProps) {
  if (total === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="import-duplicates-title">
      <h3 id="import-duplicates-title" className={styles.sectionTitle}>
        {IMPORT_MESSAGES.duplicatesTitle} ({total.toLocaleString('fr-FR')})
      </h3>
      <div className={styles.listBox} role="region" aria-label={count(total, 'doublon', 'doublons')} tabIndex={0}>
        <ul className={styles.refusals}>
          {duplicates.map((duplicate) => (
            <li key={duplicate.line}>{duplicateText(duplicate)}</li>
          ))}
        </ul>
        {total > duplicates.length ? <p className={styles.hint}>{moreText(total - duplicates.length, 'doublons')}</p> : null}
      </div>
      <fieldset className={styles.choices} aria-describedby="import-merge-hint" disabled={disabled}>
        <legend className={styles.legend}>{IMPORT_MESSAGES.duplicatesLegend}</legend>
        <label className={styles.choice}>
          <input type="radio" name="import-duplicates" value="skip" checked={choice === 'skip'} onChange={() => onChoice('skip')} />
          {IMPORT_MESSAGES.skipDuplicates}
        </label>
        <label className={styles.choice}>
          <input type="radio" name="import-duplicates" value="merge" checked={choice === 'merge'} onChange={() => onChoice('merge')} />
          {IMPORT_MESSAGES.mergeDuplicates}
        </label>
        <p id="import-merge-hint" className={styles.hint}>
          {IMPORT_MESSAGES.mergeHint}
        </p>
      </fieldset>
    </section>
  );
}
