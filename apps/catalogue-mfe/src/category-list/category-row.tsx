import { useState, type FormEvent } from 'react';
import { MSG, type Category, type CategoryInput, type TvaValue } from '@meche/contracts';
import styles from './categories-page.module.css';
import { TVA_OPTIONS, tvaCellText } from '@meche/ui';

interface CategoryRowProps {
  category: Category;
  editing: boolean;
  /** Another row is being edited: one row at a time. */
  locked: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Resolves false when the save failed, so the typed values stay. */
  onSave: (body: CategoryInput) => Promise<boolean>;
  onDelete: () => void;
}

/** A category row, in view or inline-edit mode. */
export function CategoryRow({ category, editing, locked, saving, onEdit, onCancel, onSave, onDelete }: CategoryRowProps) {
  if (!editing) {
    return (
      <tr>
        <td>{category.name}</td>
        <td>{tvaCellText(category.tva)}</td>
        <td>
          <div className={styles.actions}>
            <button type="button" className="meche-btn" disabled={locked} onClick={onEdit}>
              Modifier
            </button>
            <button type="button" className="meche-btn meche-btn--danger" disabled={locked} onClick={onDelete}>
              Supprimer
            </button>
          </div>
        </td>
      </tr>
    );
  }
  return <CategoryEditRow category={category} saving={saving} onCancel={onCancel} onSave={onSave} />;
}

type EditRowProps = Pick<CategoryRowProps, 'category' | 'saving' | 'onCancel' | 'onSave'>;

function CategoryEditRow({ category, saving, onCancel, onSave }: EditRowProps) {
  const [name, setName] = useState(category.name);
  const [tva, setTva] = useState<'' | TvaValue>(category.tva ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const formId = `category-edit-${category.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(MSG.required);
      return;
    }
    setNameError(null);
    await onSave({ name: name.trim(), tva: tva || null });
  }

  return (
    <tr className={styles.editing}>
      <td>
        <form id={formId} noValidate onSubmit={submit} aria-label={`Modifier la catégorie ${category.name}`} />
        <label className="meche-sr-only" htmlFor={`${formId}-name`}>
          Nom de la catégorie
        </label>
        <input
          id={`${formId}-name`}
          form={formId}
          className={styles.control}
          value={name}
          required
          autoFocus
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${formId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
        />
        {nameError && (
          <p id={`${formId}-error`} className="meche-field__error">
            {nameError}
          </p>
        )}
      </td>
      <td>
        <label className="meche-sr-only" htmlFor={`${formId}-tva`}>
          TVA de la catégorie
        </label>
        <select
          id={`${formId}-tva`}
          form={formId}
          className={styles.control}
          value={tva}
          onChange={(e) => setTva(e.target.value as '' | TvaValue)}
        >
          {TVA_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <div className={styles.actions}>
          <button type="submit" form={formId} className="meche-btn meche-btn--primary" disabled={saving}>
            Enregistrer
          </button>
          <button type="button" className="meche-btn meche-btn--ghost" onClick={onCancel}>
            Annuler
          </button>
        </div>
      </td>
    </tr>
  );
}
