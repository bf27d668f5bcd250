import { useNavigate } from 'react-router-dom';
import { useCreateCategory } from '@meche/api-client';
import { MSG, type CategoryInput } from '@meche/contracts';
import {
  DraftNotice,
  FormActions,
  useFormDraft,
  useSaveFlow,
  enterMovesToNextField,
  fieldError,
  TVA_OPTIONS,
  useLeaveGuard,
} from '@meche/front-kit';
import { cataloguePaths } from '@meche/page-paths';
import { useCategoryForm, type CategoryFormValues } from '../category-form/use-category-form';
import styles from './add-category-page.module.css';

/** The draft's name in session storage (per practitioner). */
const DRAFT_NAME = 'category-create';

/**
 * /dashboard/add-category: goes to the categories list right after submit; a failure arrives
 * there afterwards as a toast, 'Erreur: ' + the server's or the error's message, and what was typed stays a draft,
 * offered back the next time the page opens.
 */
export function AddCategoryPage() {
  const navigate = useNavigate();
  const createCategory = useCreateCategory();
  const form = useCategoryForm({ name: '', tva: '' });
  const guard = useLeaveGuard(form.formState.isDirty);
  const nameError = fieldError(form, 'name');

  const draft = useFormDraft(form, DRAFT_NAME);

  // Sent once: the page stays mounted until the navigation lands, and a second click must not create a second category.
  const save = useSaveFlow({
    save: ({ body }: { body: CategoryInput; typed: CategoryFormValues }) => createCategory.mutateAsync(body),
    after: { kind: 'navigate-at-once', to: cataloguePaths.categories },
    failure: { server: (message) => `Erreur: ${message}`, noMessage: `Erreur: ${MSG.serverError}` },
    release: guard.release,
    onSaved: draft.discard,
    // What was typed, not what was sent, over any draft still on offer: the page is already gone.
    onFailed: (_error, { typed }) => draft.keep(typed),
  });
  const create = (body: CategoryInput) => void save.submit({ body, typed: form.getValues() });

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-category-title">
      <h1 id="add-category-title">Ajouter une catégorie</h1>
      <DraftNotice draft={draft} />
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
