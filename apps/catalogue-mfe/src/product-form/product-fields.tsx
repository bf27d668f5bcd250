import { useId, type ReactNode } from 'react';
import { PRODUCT_NAME_MAX, type FieldErrors } from '@meche/contracts';
import { RichTextEditor } from '../editor/rich-text-editor';
import { CategorySelect } from './category-select';
import { ContraindicationsField } from './contraindications-field';
import { acceptPriceKeystroke, priceRefusal, type ProductFormValues } from './product-form-values';
import styles from './product-fields.module.css';

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ProductFormValues>) => void;
  /** First option of the category select. */
  categoryPlaceholder: string;
  requirePrice: boolean;
  /** Initial HTML of the editor, which is uncontrolled. */
  initialDescription: string;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FormField({ id, label, error, hint, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`meche-field ${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="meche-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The product fields shared by add-product and the detail page's edit mode. */
export function ProductFields({
  values,
  errors,
  onChange,
  categoryPlaceholder,
  requirePrice,
  initialDescription,
}: ProductFieldsProps) {
  const id = useId();
  const descriptionLabelId = `${id}-description-label`;
  return (
    <div className={styles.fields}>
      <FormField id={`${id}-name`} label="Nom" error={errors.name} hint={`Limite ${PRODUCT_NAME_MAX} caractères`}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            className={styles.control}
            value={values.name}
            maxLength={PRODUCT_NAME_MAX}
            required
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ name: e.target.value.slice(0, PRODUCT_NAME_MAX) })}
          />
        )}
      </FormField>
      <FormField id={`${id}-type`} label="Type" error={errors.type}>
        {(describedBy) => (
          <input
            id={`${id}-type`}
            className={styles.control}
            value={values.type}
            required
            aria-invalid={Boolean(errors.type)}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ type: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${id}-ref`} label="Référence" error={errors.refProduct}>
        {(describedBy) => (
          <input
            id={`${id}-ref`}
            className={styles.control}
            value={values.refProduct}
            required
            aria-invalid={Boolean(errors.refProduct)}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ refProduct: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${id}-price`} label="Prix (€)" error={values.priceRefusal || errors.productPrice}>
        {(describedBy) => (
          <input
            id={`${id}-price`}
            className={styles.control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.price}
            required={requirePrice}
            aria-invalid={Boolean(values.priceRefusal || errors.productPrice)}
            aria-describedby={describedBy}
            onChange={(e) => {
              const accepted = acceptPriceKeystroke(e.target.value);
              // A refused keystroke is said, and the save waits until the practitioner has looked at the figure.
              if (accepted === null) onChange({ priceRefusal: priceRefusal(e.target.value) });
              else if (accepted.length < values.price.length || !accepted) onChange({ price: accepted, priceRefusal: '' });
              else onChange({ price: accepted });
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-category`} label="Catégorie" error={errors.categoryDTO} className={styles.wide}>
        {() => (
          <CategorySelect
            id={`${id}-category`}
            value={values.categoryId}
            placeholder={categoryPlaceholder}
            onChange={(categoryId) => onChange({ categoryId })}
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
          onChange={(description) => onChange({ description })}
        />
        {errors.description && <p className="meche-field__error">{errors.description}</p>}
      </div>
      <ContraindicationsField value={values.contraindications} onChange={(contraindications) => onChange({ contraindications })} />
    </div>
  );
}
