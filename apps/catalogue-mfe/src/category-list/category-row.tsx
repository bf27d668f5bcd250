import type { Category, CategoryInput } from '@meche/contracts';
import { fieldError, TVA_OPTIONS, tvaCellText, useLeaveGuard } from '@meche/front-kit';
import { useCategoryForm } from '../category-form/use-category-form';
import styles from './categories-page.module.css';

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
        <td data-label="TVA">{tvaCellText(category.tva)}</td>
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
  const form = useCategoryForm({ name: category.name, tva: category.tva ?? '' });
  // Leaving the page while the row holds changes asks first; a row closed (saved or cancelled) asks nothing.
  useLeaveGuard(form.formState.isDirty);
  const nameError = fieldError(form, 'name');
  const formId = `category-edit-${category.id}`;

  const submit = form.handleSubmit(onSave);

  return (
    <tr className={styles.editing}>
      <td>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label={`Modifier la catégorie ${category.name}`} />
        <label className="meche-sr-only" htmlFor={`${formId}-name`}>
          Nom de la catégorie
        </label>
        <input
          id={`${formId}-name`}
          form={formId}
          className={styles.control}
          required
          autoFocus
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${formId}-error` : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
          {...form.register('name')}
        />
        {nameError && (
          <p id={`${formId}-error`} className="meche-field__error">
            {nameError}
          </p>
        )}
      </td>
      <td data-label="TVA">
        <label className="meche-sr-only" htmlFor={`${formId}-tva`}>
          TVA de la catégorie
        </label>
        <select id={`${formId}-tva`} form={formId} className={styles.control} {...form.register('tva')}>
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
