import type { ImportField, ImportMapping, ImportPreview } from '@meche/contracts';
import { Field } from '@meche/ui';
import { IMPORT_MESSAGES } from './import-export-messages';
import styles from './import-export.module.css';

interface ImportMappingProps {
  headers: ImportPreview['headers'];
  fields: ImportPreview['fields'];
  mapping: ImportMapping;
  onChange(mapping: ImportMapping): void;
}

/** A field goes to one column only: giving it to another column takes it from the first. */
function assign(mapping: ImportMapping, header: string, field: ImportField | null): ImportMapping {
  const next: ImportMapping = {};
  for (const [h, f] of Object.entries(mapping)) next[h] = field !== null && f === field ? null : f;
  next[header] = field;
  return next;
}

/** One select per column of the file, on the field it was matched with (a required field without a column is a refusal). */
export function ImportMappingFields({ headers, fields, mapping, onChange }: ImportMappingProps) {
  return (
    <section className={styles.section} aria-labelledby="import-columns-title">
      <h3 id="import-columns-title" className={styles.sectionTitle}>
        {IMPORT_MESSAGES.columnsTitle}
      </h3>
      <p className={styles.hint}>{IMPORT_MESSAGES.columnsHint}</p>
      <ul className={styles.columns}>
        {headers.map((header, index) => (
          <li key={`${index}-${header}`}>
            <Field label={`Colonne « ${header || `n° ${index + 1}`} »`}>
              <select
                value={mapping[header] ?? ''}
                onChange={(event) => onChange(assign(mapping, header, (event.target.value || null) as ImportField | null))}
              >
                <option value="">{IMPORT_MESSAGES.skipColumn}</option>
                {fields.map((f) => (
                  <option key={f.field} value={f.field}>
                    {f.required ? `${f.label} ${IMPORT_MESSAGES.required}` : f.label}
                  </option>
                ))}
              </select>
            </Field>
          </li>
        ))}
      </ul>
    </section>
  );
}
