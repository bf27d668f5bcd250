import { useQuery } from '@tanstack/react-query';
import { categoryQueries, useUpdateProduct } from '@meche/api-client';
import type { Product } from '@meche/contracts';
import { enterMovesToNextField, useLeaveGuard } from '@meche/ui';
import { sanitizeDescription } from '../sanitize/sanitize-description';
import { ProductFields } from '../product-form/product-fields';
import { productToFormValues, toProductInput } from '../product-form/product-form-values';
import { useProductForm } from '../product-form/use-product-form';
import styles from '../product-form/product-page.module.css';

interface ProductEditProps {
  product: Product;
  onDone: () => void;
}

/** Edit mode of the detail page; a failed save is only logged and the edits stay on screen. */
export function ProductEdit({ product, onDone }: ProductEditProps) {
  const categories = useQuery(categoryQueries.list());
  const updateProduct = useUpdateProduct(product.id);
  const form = useProductForm(productToFormValues(product), 'edit');
  const guard = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProduct.mutateAsync(toProductInput(values, categories.data, 'update'));
    } catch (error) {
      console.error('Product update failed', error);
      return;
    }
    guard.release();
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={enterMovesToNextField}
      aria-busy={updateProduct.isPending}
      aria-label="Modifier le produit"
    >
      <ProductFields
        form={form}
        categoryPlaceholder="-- Choisir une catégorie --"
        requirePrice={false}
        initialDescription={sanitizeDescription(product.description)}
      />
      <div className={styles.actions}>
        <button type="submit" className="meche-btn meche-btn--primary" disabled={updateProduct.isPending}>
          Enregistrer
        </button>
        <button type="button" className="meche-btn meche-btn--ghost" onClick={onDone}>
          Annuler
        </button>
      </div>
    </form>
  );
}
