import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { categoryQueries, describeError, useCreateProduct } from '@meche/api-client';
import { enterMovesToNextField, paths, showServerErrors, useLeaveGuard } from '@meche/ui';
import { ProductFields } from '../product-form/product-fields';
import { EMPTY_PRODUCT_FORM, toProductInput } from '../product-form/product-form-values';
import { toFormErrors, useProductForm } from '../product-form/use-product-form';
import styles from '../product-form/product-page.module.css';

/** /dashboard/add-product: the values stay on screen whatever the server answers. */
export function AddProductPage() {
  const navigate = useNavigate();
  const categories = useQuery(categoryQueries.list());
  const createProduct = useCreateProduct();
  const form = useProductForm(EMPTY_PRODUCT_FORM, 'add');
  const guard = useLeaveGuard(form.formState.isDirty);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await createProduct.mutateAsync(toProductInput(values, categories.data));
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'response' && described.fieldErrors) showServerErrors(form, toFormErrors(described.fieldErrors));
      setFailure(described.kind === 'response' && described.message ? described.message : 'Une erreur est survenue.');
      return;
    }
    guard.release();
    navigate(paths.productCategory);
  });

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-product-title">
      <h1 id="add-product-title">Ajouter un produit</h1>
      <form
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
        onKeyDown={enterMovesToNextField}
        aria-busy={createProduct.isPending}
      >
        <ProductFields form={form} categoryPlaceholder="Selectionnez une catégorie" requirePrice initialDescription="" />
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
