import { below, fill, type Id } from './address';
import { DASHBOARD_PATH } from './shell';

/** The catalogue remote's pages, relative to the dashboard: its routes table and sidebar entry use these. */
export const catalogueRoutes = {
  products: 'product-category',
  addProduct: 'add-product',
  product: 'product-detail/:id',
  categories: 'categories',
  addCategory: 'add-category',
} as const;

export const cataloguePaths = {
  products: below(DASHBOARD_PATH, catalogueRoutes.products),
  addProduct: below(DASHBOARD_PATH, catalogueRoutes.addProduct),
  product: (id: Id) => fill(below(DASHBOARD_PATH, catalogueRoutes.product), { id }),
  categories: below(DASHBOARD_PATH, catalogueRoutes.categories),
  addCategory: below(DASHBOARD_PATH, catalogueRoutes.addCategory),
} as const;
