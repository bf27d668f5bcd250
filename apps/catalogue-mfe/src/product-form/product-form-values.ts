import {
  MSG,
  parseAmount,
  priceTypingText,
  productInputSchema,
  toFieldErrors,
  type Category,
  type Contraindication,
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
  contraindications: readonly Contraindication[];
  /** Why the last keystroke in the price was refused, kept until the practitioner deletes or clears: '' if none. */
  priceRefusal: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  type: '',
  refProduct: '',
  price: '',
  description: '',
  categoryId: '',
  contraindications: [],
  priceRefusal: '',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    type: product.type,
    refProduct: product.refProduct,
    price: product.productPrice.toFixed(2),
    description: product.description ?? '',
    categoryId: product.categoryDTO ? String(product.categoryDTO.id) : '',
    // An API older than this remote sends none: the edit starts empty rather than failing.
    contraindications: product.contraindications ?? [],
    priceRefusal: '',
  };
}

/**
 * What the price box accepts as the user types: digits and one separator, a comma shown as a dot, spaces between
 * thousands, a trailing '€' dropped (the contracts' one reading). Returns null when the keystroke must be refused
 * (see priceRefusal).
 */
export const acceptPriceKeystroke = priceTypingText;

/** Why a price text was refused: said under the field rather than dropped silently. */
export function priceRefusal(text: string): string {
  return /^\s*[-\u2212]/u.test(text) ? MSG.priceNegative : MSG.invalidPrice;
}

/** The price the form sends: the amount parser's reading, 0 when empty, NaN when refused. */
function priceValue(text: string): number {
  if (!text.trim()) return 0;
  const result = parseAmount(text, 'price');
  return result.ok ? result.value : Number.NaN;
}

/**
 * The body of POST/PUT /api/product; the category travels as {id, name, tva}. Contraindications go with
 * a create only when some are chosen (the body practitioners' old tool sent otherwise, docs/product.md), with an update always, so unticking all clears them.
 */
export function toProductInput(
  values: ProductFormValues,
  categories: readonly Category[] = [],
  save: 'create' | 'update' = 'create',
): ProductInput {
  const category = categories.find((c) => String(c.id) === values.categoryId);
  const categoryId = values.categoryId ? Number(values.categoryId) : null;
  return {
    name: values.name,
    type: values.type,
    refProduct: values.refProduct,
    productPrice: priceValue(values.price),
    description: values.description,
    categoryDTO: categoryId ? { id: categoryId, name: category?.name ?? null, tva: category?.tva ?? null } : null,
    ...(save === 'update' || values.contraindications.length ? { contraindications: [...values.contraindications] } : {}),
  };
}

/** Field-keyed French messages; empty when the form can be sent. The price is required on add only. */
export function validateProductForm(values: ProductFormValues, options: { requirePrice: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const result = productInputSchema.safeParse(toProductInput(values));
  if (!result.success) Object.assign(errors, toFieldErrors(result.error.issues));
  const price = parseAmount(values.price, 'price');
  if (values.priceRefusal) errors.productPrice = values.priceRefusal;
  else if (!values.price.trim()) {
    if (options.requirePrice) errors.productPrice = MSG.required;
    else delete errors.productPrice;
  } else if (!price.ok) errors.productPrice = price.error;
  else delete errors.productPrice;
  return errors;
}
