import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { categoryQueries, describeError, useCreateProduct } from '@meche/api-client';
import type { FieldErrors } from '@meche/contracts';
import { paths } from '@meche/ui';
import { ProductFields } from '../product-form/product-fields';
import { EMPTY_PRODUCT_FORM, toProductInput, validateProductForm, type ProductFormValues } from '../product-form/product-form-values';
import styles from '../product-form/product-page.module.css';

/** /dashboard/add-product: the values stay on screen whatever the server answers. */
export function AddProductPage() {
  const navigate = useNavigate();
  const categories = useQuery(categoryQueries.list());
  const createProduct = useCreateProduct();
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProductForm(values, { requirePrice: true });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await createProduct.mutateAsync(toProductInput(values, categories.data));
      navigate(paths.productCategory);
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'response' && described.fieldErrors) setErrors(described.fieldErrors);
      setFailure(described.kind === 'response' && described.message ? described.message : 'Une erreur est survenue.');
    }
  }

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-product-title">
      <h1 id="add-product-title">Ajouter un produit</h1>
      <form noValidate onSubmit={submit} aria-busy={createProduct.isPending}>
        <ProductFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          categoryPlaceholder="Selectionnez une catégorie"
          requirePrice
          initialDescription=""
        />
        {failure && (
          <p role="alert" className={`meche-field__error ${styles.failure}`}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="meche-btn meche-btn--primary" disabled={createProduct.isPending}>
            Sauvegarder
          </button>
          <button type="button" className="meche-btn meche-btn--ghost" onClick={() => navigate(-1)}>
            Annuler
          </button>
        </div>
      </form>
    </section>
  );
}
