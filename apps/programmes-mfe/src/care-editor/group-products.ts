import type { Product } from '@meche/contracts';

export const NO_CATEGORY = 'Sans catégorie';
export const NO_TVA = 'Sans TVA';

/** 'Soins (TVA20%)': the category name with its VAT in parentheses (SPEC §2). */
export function categoryLabel(product: Pick<Product, 'categoryDTO'>): string {
  const category = product.categoryDTO;
  return `${category?.name ?? NO_CATEGORY} (${category?.tva ?? NO_TVA})`;
}

export interface ProductGroup {
  label: string;
  products: Product[];
}

/** Groups a page of products by category, in the order the page lists them. */
export function groupByCategory(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const label = categoryLabel(product);
    groups.set(label, [...(groups.get(label) ?? []), product]);
  }
  return [...groups].map(([label, list]) => ({ label, products: list }));
}
