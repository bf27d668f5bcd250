import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { categoryQueries, useCreateProduct } from '@meche/api-client';
import { MSG } from '@meche/contracts';
import {
  FailureText,
  FormActions,
  useSaveFlow,
  enterMovesToNextField,
  showServerErrors,
  useLeaveGuard,
} from '@meche/front-kit';
import { cataloguePaths } from '@meche/page-paths';
import { ProductFields } from '../product-form/product-fields';
import { EMPTY_PRODUCT_FORM, toProductInput, type ProductFormValues } from '../product-form/product-form-values';
import { toFormErrors, useProductForm } from '../product-form/use-product-form';
import styles from '../product-form/product-page.module.css';

/** /dashboard/add-product: the values stay on screen whatever the server answers. */
export function AddProductPage() {
  const navigate = useNavigate();
  const categories = useQuery(categoryQueries.list());
  const createProduct = useCreateProduct();
  const form = useProductForm(EMPTY_PRODUCT_FORM, 'add');
  const guard = useLeaveGuard(form.formState.isDirty);
  const save = useSaveFlow({
    save: (values: ProductFormValues) => createProduct.mutateAsync(toProductInput(values, categories.data)),
    after: { kind: 'navigate', to: cataloguePaths.products },
    // Only the server's own words: without them (no answer, a page error) the screen's one sentence.
    failure: { fallback: MSG.serverError },
    onFields: (fields) => showServerErrors(form, toFormErrors(fields)),
    release: guard.release,
  });
  const submit = form.handleSubmit(save.submit);

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="add-product-title">
      <h1 id="add-product-title">Ajouter un produit</h1>
      <form
        noValidate
        onSubmit={(event) => {
          save.clearFailure();
          void submit(event);
        }}
        onKeyDown={enterMovesToNextField}
        aria-busy={save.saving}
      >
        <ProductFields form={form} categoryPlaceholder="Selectionnez une catégorie" requirePrice initialDescription="" />
        <FailureText message={save.failure?.message} className={`meche-field__error ${styles.failure}`} />
        <FormActions className={styles.actions} submit="Sauvegarder" busy={save.saving} onCancel={() => navigate(-1)} />
      </form>
    </section>
  );
}
