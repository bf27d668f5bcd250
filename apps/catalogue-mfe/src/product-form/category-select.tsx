import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '@meche/api-client';
import { MSG } from '@meche/contracts';
import { describeFailure, FailureText, categoryLabel } from '@meche/front-kit';
import styles from './product-fields.module.css';

interface CategorySelectProps {
  id: string;
  value: string;
  onChange: (categoryId: string) => void;
  /** The first, empty option: 'Selectionnez une catégorie' on add, '-- Choisir une catégorie --' on edit. */
  placeholder: string;
}

/** The category select of the product forms, with its loading and error lines. */
export function CategorySelect({ id, value, onChange, placeholder }: CategorySelectProps) {
  const categories = useQuery(categoryQueries.list());
  const statusId = `${id}-status`;
  return (
    <>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={categories.isPending || categories.isError ? statusId : undefined}
      >
        <option value="">{placeholder}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryLabel(category)}
          </option>
        ))}
      </select>
      {categories.isPending && (
        <p id={statusId} role="status" className={styles.hint}>
          Chargement de categories...
        </p>
      )}
      <FailureText message={categories.isError ? describeFailure(categories.error, { server: (message) => `Erreur: ${message}`, noMessage: `Erreur: ${MSG.serverError}` }).message : null} id={statusId} />
    </>
  );
}
