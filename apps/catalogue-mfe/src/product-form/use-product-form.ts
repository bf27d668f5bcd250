import { useSchemaForm, validationResolver, type SchemaForm } from '@meche/front-kit';
import type { FieldErrors } from '@meche/contracts';
import { validateProductForm, type ProductFormValues } from './product-form-values';

/** Checked values go on as typed: the body needs the loaded categories, so the page builds it (toProductInput). */
export type ProductForm = SchemaForm<ProductFormValues, ProductFormValues>;

/** The form's own field for a key of the API's body: its messages go under the field that holds it. */
const FORM_FIELD: Readonly<Record<string, keyof ProductFormValues>> = { productPrice: 'price', categoryDTO: 'categoryId' };

/** Messages keyed by the API's body (the contract's check, a 400) keyed by the form's fields instead. */
export function toFormErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [FORM_FIELD[name] ?? name, message]));
}

const resolvers = {
  add: validationResolver((values: ProductFormValues) => check(values, true)),
  edit: validationResolver((values: ProductFormValues) => check(values, false)),
};

function check(values: ProductFormValues, requirePrice: boolean) {
  const errors = validateProductForm(values, { requirePrice });
  return Object.keys(errors).length ? { ok: false as const, errors: toFormErrors(errors) } : { ok: true as const, body: values };
}

/** A product form held the one way; the price is required on add only. */
export function useProductForm(defaultValues: ProductFormValues, mode: keyof typeof resolvers): ProductForm {
  return useSchemaForm<ProductFormValues, ProductFormValues>({ resolver: resolvers[mode], defaultValues });
}
