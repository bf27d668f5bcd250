import { PHOTO_ZONES, todayIso } from '@meche/contracts';
import { fieldError, type SchemaForm } from '@meche/front-kit';
import { Field } from '@meche/ui';
import styles from './photo-follow-up.module.css';

/** What the practitioner says of a photo, as the form holds it: the zone is '' until chosen. */
export interface PhotoDetailsValues {
  takenOn: string;
  zone: string;
  note: string;
}

/** The day a photo was taken, its scalp zone and a note: the same fields to add a photo and to correct one. */
export function PhotoDetailsFields<TOutput>({ form }: { form: SchemaForm<PhotoDetailsValues, TOutput> }) {
  return (
    <div className={styles.uploadFields}>
      <Field label="Date de prise de vue" error={fieldError(form, 'takenOn')}>
        <input type="date" className="meche-input" max={todayIso()} {...form.register('takenOn')} />
      </Field>
      <Field label="Zone" error={fieldError(form, 'zone')}>
        <select className="meche-input" {...form.register('zone')}>
          <option value="">-- Choisir une zone --</option>
          {PHOTO_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Note" error={fieldError(form, 'note')} className={styles.note}>
        <textarea className="meche-input" rows={2} {...form.register('note')} />
      </Field>
    </div>
  );
}
