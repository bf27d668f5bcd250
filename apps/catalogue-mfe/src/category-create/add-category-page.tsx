import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, useCreateCategory } from '@meche/api-client';
import { MSG, type TvaValue } from '@meche/contracts';
import { paths, TVA_OPTIONS, useNotify } from '@meche/ui';
import { clearFailedDraft, keepFailedDraft, readFailedDraft } from './category-draft';
import styles from './add-category-page.module.css';

/**
 * /dashboard/add-category: goes to the categories list right after submit; a failure arrives
 * there afterwards as a toast, 'Erreur: ' + the server's or the error's message.
 */
export function AddCategoryPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const createCategory = useCreateCategory();
  const [name, setName] = useState(() => readFailedDraft()?.name ?? '');
  const [tva, setTva] = useState<'' | TvaValue>(() => readFailedDraft()?.tva ?? '');
  // The page stays mounted until the navigation lands: a second click must not create a second category.
  const submitted = useRef(false);
  const [nameError, setNameError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(MSG.required);
      return;
    }
    if (submitted.current) return;
    submitted.current = true;
    clearFailedDraft();
    // mutateAsync, not mutate's callbacks: those never run once this page has unmounted.
    createCategory.mutateAsync({ name: name.trim(), tva: tva || null }).catch((error: unknown) => {
      keepFailedDraft({ name, tva });
      notify(`Erreur: ${describeError(error).message ?? 'Une erreur est survenue.'}`, 'error');
    });
    navigate(paths.categories);
  }

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-category-title">
      <h1 id="add-category-title">Ajouter une catégorie</h1>
      <form noValidate onSubmit={submit} className={styles.form}>
        <div className={`meche-field ${styles.field}`}>
          <label htmlFor="category-name">Nom</label>
          <input
            id="category-name"
            className={styles.control}
            value={name}
            required
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? 'category-name-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameError && (
            <p id="category-name-error" className="meche-field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className={`meche-field ${styles.field}`}>
          <label htmlFor="category-tva">TVA</label>
          <select
            id="category-tva"
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
        </div>
        <div className={styles.actions}>
          <button type="submit" className="meche-btn meche-btn--primary" disabled={createCategory.isPending}>
            Ajouter
          </button>
          <button type="button" className="meche-btn meche-btn--ghost" onClick={() => navigate(-1)}>
            Annuler
          </button>
        </div>
      </form>
    </section>
  );
}
