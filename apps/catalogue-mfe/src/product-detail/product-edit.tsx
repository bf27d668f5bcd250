import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoryQueries, useUpdateProduct } from '@meche/api-client';
import type { FieldErrors, Product } from '@meche/contracts';
import { sanitizeDescription } from '../sanitize/sanitize-description';
import { ProductFields } from '../product-form/product-fields';
import { productToFormValues, toProductInput, validateProductForm, type ProductFormValues } from '../product-form/product-form-values';
import styles from '../product-form/product-page.module.css';

interface ProductEditProps {
  product: Product;
  onDone: () => void;
}

/** Edit mode of the detail page; a failed save is only logged and the edits stay on screen. */
export function ProductEdit({ product, onDone }: ProductEditProps) {
  const categories = useQuery(categoryQueries.list());
  const updateProduct = useUpdateProduct(product.id);
  const [values, setValues] = useState<ProductFormValues>(() => productToFormValues(product));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProductForm(values, { requirePrice: false });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateProduct.mutateAsync(toProductInput(values, categories.data, 'update'));
      onDone();
    } catch (error) {
      console.error('Product update failed', error);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={updateProduct.isPending} aria-label="Modifier le produit">
      <ProductFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
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
