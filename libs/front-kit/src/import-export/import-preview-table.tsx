import type { ImportField, ImportPreview } from '@meche/contracts';
import { tvaLabel } from '../catalogue/category-labels';
import { formatDate, formatPrice, ScrollBox } from '@meche/ui';
import { IMPORT_MESSAGES } from './import-export-messages';
import styles from './import-export.module.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as the practitioner reads it elsewhere in the app: days as dd/mm/yyyy, prices and VAT as the catalogue writes them. */
function cellText(field: ImportField, value: string | number | null | undefined): string {
  if (field === 'productPrice' && typeof value === 'number') return formatPrice(value);
  if (field === 'tva') return value === 'TVA20%' || value === 'TVA5,5%' ? tvaLabel(value) : tvaLabel(null);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString('fr-FR');
  return ISO_DAY.test(value) ? formatDate(value) : value;
}

/** The first rows as they will be stored, one column per field a column of the file goes to, in the file's order. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const labels = new Map(preview.fields.map((f) => [f.field, f.label]));
  const shown: ImportField[] = [];
  for (const header of preview.headers) {
    const field = preview.mapping[header];
    if (field && !shown.includes(field)) shown.push(field);
  }
  if (preview.rows.length === 0 || shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="import-preview-title">
      <h3 id="import-preview-title" className={styles.sectionTitle}>
        {IMPORT_MESSAGES.previewTitle}
      </h3>
      <p className={styles.hint}>
        {preview.rows.length > 1
          ? `Les ${preview.rows.length} premières lignes acceptées, telles qu'elles seront enregistrées.`
          : "La première ligne acceptée, telle qu'elle sera enregistrée."}
      </p>
      <ScrollBox className={styles.tableBox} label="Aperçu des lignes">
        <table className={`meche-table ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              {shown.map((field) => (
                <th key={field} scope="col">
                  {labels.get(field) ?? field}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <th scope="row" className="meche-num">
                  {row.line}
                </th>
                {shown.map((field) => (
                  <td key={field}>{cellText(field, row.values[field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
