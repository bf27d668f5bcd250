import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateCategory } from '@meche/api-client';
import { MSG, type CategoryInput } from '@meche/contracts';
import {
  FormActions,
  useSaveFlow,
  enterMovesToNextField,
  fieldError,
  TVA_OPTIONS,
  useLeaveGuard,
} from '@meche/front-kit';
import { cataloguePaths } from '@meche/page-paths';
import { clearFailedDraft, keepFailedDraft, readFailedDraft } from './category-draft';
import { useCategoryForm, type CategoryFormValues } from '../category-form/use-category-form';
import styles from './add-category-page.module.css';

/**
 * /dashboard/add-category: goes to the categories list right after submit; a failure arrives
 * there afterwards as a toast, 'Erreur: ' + the server's or the error's message.
 */
export function AddCategoryPage() {
  const navigate = useNavigate();
  const createCategory = useCreateCategory();
  const form = useCategoryForm({ name: '', tva: '' });
  const guard = useLeaveGuard(form.formState.isDirty);
  const nameError = fieldError(form, 'name');

  useEffect(() => {
    const failed = readFailedDraft();
    // What a failed creation kept is typed work not saved yet: offered back as changes, so leaving asks.
    if (failed) form.reset(failed, { keepDefaultValues: true, keepFieldsRef: true });
  }, [form]);

  // Sent once: the page stays mounted until the navigation lands, and a second click must not create a second category.
  const save = useSaveFlow({
    save: ({ body }: { body: CategoryInput; typed: CategoryFormValues }) => {
      clearFailedDraft();
      return createCategory.mutateAsync(body);
    },
    after: { kind: 'navigate-at-once', to: cataloguePaths.categories },
    failure: { server: (message) => `Erreur: ${message}`, noMessage: `Erreur: ${MSG.serverError}` },
    release: guard.release,
    // What was typed, not what was sent: offered back as the practitioner left it.
    onFailed: (_error, { typed }) => keepFailedDraft(typed),
  });
  const create = (body: CategoryInput) => void save.submit({ body, typed: form.getValues() });

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-category-title">
      <h1 id="add-category-title">Ajouter une catégorie</h1>
      <form noValidate onSubmit={(event) => void form.handleSubmit(create)(event)} onKeyDown={enterMovesToNextField} className={styles.form}>
        <div className={`meche-field ${styles.field}`}>
          <label htmlFor="category-name">Nom</label>
          <input
            id="category-name"
            className={styles.control}
            required
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? 'category-name-error' : undefined}
            {...form.register('name')}
          />
          {nameError && (
            <p id="category-name-error" className="meche-field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className={`meche-field ${styles.field}`}>
          <label htmlFor="category-tva">TVA</label>
          <select id="category-tva" className={styles.control} {...form.register('tva')}>
            {TVA_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <FormActions className={styles.actions} submit="Ajouter" busy={createCategory.isPending} onCancel={() => navigate(-1)} />
      </form>
    </section>
  );
}
