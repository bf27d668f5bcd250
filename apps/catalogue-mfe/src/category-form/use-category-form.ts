import { categoryInputSchema, type CategoryInput, type TvaValue } from '@meche/contracts';
import { useSchemaForm, type SchemaForm } from '@meche/front-kit';

/** What a category form holds: the VAT select's '' is no VAT, sent as null. */
export interface CategoryFormValues {
  name: string;
  tva: '' | TvaValue;
}

export type CategoryForm = SchemaForm<CategoryFormValues, CategoryInput>;

/** A category form (the add page, a row's inline edit) held the one way, over the contract and its French messages. */
export function useCategoryForm(defaultValues: CategoryFormValues): CategoryForm {
  return useSchemaForm<CategoryFormValues, CategoryInput>({ schema: categoryInputSchema, defaultValues });
}
