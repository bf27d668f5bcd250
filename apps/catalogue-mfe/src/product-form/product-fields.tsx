import { useId } from 'react';
import { PRODUCT_NAME_MAX } from '@meche/contracts';
import { fieldError, useWatch } from '@meche/front-kit';
import { RichTextEditor } from './rich-text-editor';
import { CategorySelect } from './category-select';
import { ContraindicationsField } from './contraindications-field';
import { FormField } from './form-field';
import { PriceField } from './price-field';
import type { ProductFormValues } from './product-form-values';
import type { ProductForm } from './use-product-form';
import styles from './product-fields.module.css';

interface ProductFieldsProps {
  form: ProductForm;
  /** First option of the category select. */
  categoryPlaceholder: string;
  requirePrice: boolean;
  /** Initial HTML of the editor, which is uncontrolled. */
  initialDescription: string;
}

/** The product fields shared by add-product and the detail page's edit mode. */
export function ProductFields({ form, categoryPlaceholder, requirePrice, initialDescription }: ProductFieldsProps) {
  const id = useId();
  const descriptionLabelId = `${id}-description-label`;
  const { control, setValue, register } = form;
  const [price, refusal, categoryId, contraindications] = useWatch({
    control,
    name: ['price', 'priceRefusal', 'categoryId', 'contraindications'],
  });
  // The controls react-hook-form does not hold itself: each real change marks the form changed, and a field in error
  // is checked again as it changes, like the typed ones.
  const change = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const errors = {
    name: fieldError(form, 'name'),
    type: fieldError(form, 'type'),
    refProduct: fieldError(form, 'refProduct'),
    price: refusal || fieldError(form, 'price'),
    categoryId: fieldError(form, 'categoryId'),
    description: fieldError(form, 'description'),
  };
  return (
    <div className={styles.fields}>
      <FormField id={`${id}-name`} label="Nom" error={errors.name} hint={`Limite ${PRODUCT_NAME_MAX} caractères`}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            className={styles.control}
            maxLength={PRODUCT_NAME_MAX}
            required
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField id={`${id}-type`} label="Type" error={errors.type}>
        {(describedBy) => (
          <input
            id={`${id}-type`}
            className={styles.control}
            required
            aria-invalid={Boolean(errors.type)}
            aria-describedby={describedBy}
            {...register('type')}
          />
        )}
      </FormField>
      <FormField id={`${id}-ref`} label="Référence" error={errors.refProduct}>
        {(describedBy) => (
          <input
            id={`${id}-ref`}
            className={styles.control}
            required
            aria-invalid={Boolean(errors.refProduct)}
            aria-describedby={describedBy}
            {...register('refProduct')}
          />
        )}
      </FormField>
      <PriceField form={form} id={`${id}-price`} price={price} categoryId={categoryId} requirePrice={requirePrice} error={errors.price} change={change} />
      <FormField id={`${id}-category`} label="Catégorie" error={errors.categoryId} className={styles.wide}>
        {() => (
          <CategorySelect
            id={`${id}-category`}
            value={categoryId}
            placeholder={categoryPlaceholder}
            onChange={(value) => change('categoryId', value)}
          />
        )}
      </FormField>
      <div className={`meche-field ${styles.field} ${styles.full}`}>
        <span id={descriptionLabelId} className={styles.label}>
          Description
        </span>
        <RichTextEditor
          id={`${id}-description`}
          labelId={descriptionLabelId}
          defaultValue={initialDescription}
          invalid={Boolean(errors.description)}
          onChange={(description) => change('description', description)}
        />
        {errors.description && <p className="meche-field__error">{errors.description}</p>}
      </div>
      <ContraindicationsField value={contraindications} onChange={(value) => change('contraindications', value)} />
    </div>
  );
}
