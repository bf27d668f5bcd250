import { useQuery } from '@tanstack/react-query';
import { categoryQueries, useUpdateProduct } from '@meche/api-client';
import type { Product } from '@meche/contracts';
import { enterMovesToNextField, FailureText, FormActions, showServerErrors, useLeaveGuard, useSaveFlow } from '@meche/front-kit';
import { sanitizeDescription } from './sanitize-description';
import { ProductFields } from '../product-form/product-fields';
import { productToFormValues, toProductInput, type ProductFormValues } from '../product-form/product-form-values';
import { toFormErrors, useProductForm } from '../product-form/use-product-form';
import styles from '../product-form/product-page.module.css';

interface ProductEditProps {
  product: Product;
  onDone: () => void;
}

/** Edit mode of the detail page; a failed save is said above the buttons and the edits stay on screen. */
export function ProductEdit({ product, onDone }: ProductEditProps) {
  const categories = useQuery(categoryQueries.list());
  const updateProduct = useUpdateProduct(product.id);
  const form = useProductForm(productToFormValues(product), 'edit');
  const guard = useLeaveGuard(form.formState.isDirty);

  const save = useSaveFlow({
    save: (values: ProductFormValues) => updateProduct.mutateAsync(toProductInput(values, categories.data, 'update')),
    after: { kind: 'stay' },
    onFields: (fields) => showServerErrors(form, toFormErrors(fields)),
    onSaved: () => {
      guard.release();
      onDone();
    },
  });
  const submit = form.handleSubmit(save.submit);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={enterMovesToNextField}
      aria-busy={save.saving}
      aria-label="Modifier le produit"
    >
      <ProductFields
        form={form}
        categoryPlaceholder="-- Choisir une catégorie --"
        requirePrice={false}
        initialDescription={sanitizeDescription(product.description)}
      />
      <FailureText message={save.failure?.message} className={`meche-field__error ${styles.failure}`} />
      <FormActions className={styles.actions} submit="Enregistrer" busy={save.saving} onCancel={onDone} />
    </form>
  );
}
