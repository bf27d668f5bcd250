import type { Product, Tva, TvaValue } from '@meche/contracts';

/** Readable VAT labels, the same words as the add-category select. */
const TVA_LABELS: Record<TvaValue, string> = { 'TVA5,5%': 'TVA 5,5%', 'TVA20%': 'TVA 20%' };

const NO_TVA_LABEL = 'Sans TVA';
const NO_CATEGORY_NAME = 'Sans catégorie';

/** 'TVA 20%', or 'Sans TVA' when the category has no VAT. */
export function tvaLabel(tva: Tva | undefined): string {
  return tva ? TVA_LABELS[tva] : NO_TVA_LABEL;
}

/** The categories table writes an empty VAT in lower case. */
export function tvaCellText(tva: Tva | undefined): string {
  return tva ? TVA_LABELS[tva] : 'sans tva';
}

/** Options of the VAT selects; the empty value is sent as null. */
export const TVA_OPTIONS: ReadonlyArray<{ value: '' | TvaValue; label: string }> = [
  { value: '', label: 'SANS TVA' },
  { value: 'TVA5,5%', label: 'TVA 5,5%' },
  { value: 'TVA20%', label: 'TVA 20%' },
];

/** A category with its VAT in parentheses: 'Shampoings (TVA 20%)'. */
export function categoryLabel(category: { name: string; tva: Tva }): string {
  return `${category.name} (${tvaLabel(category.tva)})`;
}

/** A product's category as lists show it; 'Sans catégorie (Sans TVA)' without one. */
export function productCategoryLabel(product: Pick<Product, 'categoryDTO'>): string {
  return product.categoryDTO ? categoryLabel(product.categoryDTO) : `${NO_CATEGORY_NAME} (${NO_TVA_LABEL})`;
}

export interface ProductGroup {
  /** 'Shampoings (TVA 20%)' or 'Sans catégorie (Sans TVA)'. */
  title: string;
  products: Product[];
}

/**
 * Products of one page grouped by category name with its VAT, groups in alphabetical
 * order and 'Sans catégorie' last; inside a group the server's order is kept.
 */
export function groupProductsByCategory(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const product of products) {
    const title = productCategoryLabel(product);
    const group = groups.get(title) ?? { title, products: [] };
    group.products.push(product);
    groups.set(title, group);
  }
  const uncategorised = (g: ProductGroup) => g.products[0]?.categoryDTO == null;
  return [...groups.values()].sort(
    (a, b) => Number(uncategorised(a)) - Number(uncategorised(b)) || a.title.localeCompare(b.title, 'fr'),
  );
}
