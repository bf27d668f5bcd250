import {
  MSG,
  isValidPriceInput,
  parsePriceInput,
  productInputSchema,
  toFieldErrors,
  type Category,
  type FieldErrors,
  type Product,
  type ProductInput,
} from '@meche/contracts';

/** What the product form holds while the user types; the price stays text until it is sent. */
export interface ProductFormValues {
  name: string;
  type: string;
  refProduct: string;
  price: string;
  description: string;
  /** '' when no category is chosen. */
  categoryId: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  type: '',
  refProduct: '',
  price: '',
  description: '',
  categoryId: '',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    type: product.type,
    refProduct: product.refProduct,
    price: product.productPrice.toFixed(2),
    description: product.description ?? '',
    categoryId: product.categoryDTO ? String(product.categoryDTO.id) : '',
  };
}

/**
 * What the price box accepts as the user types: digits and one separator, a comma shown as a dot.
 * Returns null when the keystroke must be refused.
 */
export function acceptPriceKeystroke(text: string): string | null {
  return isValidPriceInput(text) ? text.replace(',', '.') : null;
}

/** The body of POST/PUT /api/product; the category travels as {id, name, tva}. */
export function toProductInput(values: ProductFormValues, categories: readonly Category[] = []): ProductInput {
  const category = categories.find((c) => String(c.id) === values.categoryId);
  const categoryId = values.categoryId ? Number(values.categoryId) : null;
  return {
    name: values.name,
    type: values.type,
    refProduct: values.refProduct,
    productPrice: parsePriceInput(values.price),
    description: values.description,
    categoryDTO: categoryId ? { id: categoryId, name: category?.name ?? null, tva: category?.tva ?? null } : null,
  };
}

/** Field-keyed French messages; empty when the form can be sent. The price is required on add only. */
export function validateProductForm(values: ProductFormValues, options: { requirePrice: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const result = productInputSchema.safeParse(toProductInput(values));
  if (!result.success) Object.assign(errors, toFieldErrors(result.error.issues));
  if (!isValidPriceInput(values.price)) errors.productPrice = MSG.invalidPrice;
  else if (options.requirePrice && !values.price.trim()) errors.productPrice = MSG.required;
  return errors;
}
