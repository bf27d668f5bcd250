import type { Product } from '@meche/contracts';
import { NO_TVA_LABEL, tvaLabel } from '../vat/tva-label';

export const NO_CATEGORY_NAME = 'Sans catégorie';

export interface ProductGroup {
  /** 'Shampoings (TVA 20%)' or 'Sans catégorie (Sans TVA)'. */
  title: string;
  products: Product[];
}

function groupTitle(product: Product): string {
  const category = product.categoryDTO;
  if (!category) return `${NO_CATEGORY_NAME} (${NO_TVA_LABEL})`;
  return `${category.name} (${tvaLabel(category.tva)})`;
}

/**
 * Products of one page grouped by category name with its VAT (SPEC §2), groups in alphabetical
 * order and 'Sans catégorie' last; inside a group the server's order is kept.
 */
export function groupProducts(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const product of products) {
    const title = groupTitle(product);
    const group = groups.get(title) ?? { title, products: [] };
    group.products.push(product);
    groups.set(title, group);
  }
  const uncategorised = (g: ProductGroup) => g.products[0]?.categoryDTO == null;
  return [...groups.values()].sort(
    (a, b) => Number(uncategorised(a)) - Number(uncategorised(b)) || a.title.localeCompare(b.title, 'fr'),
  );
}
