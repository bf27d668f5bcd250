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

/** The pages the catalogue remote publishes by name (its descriptor's `pages`): how the other apps link to them. */
export const cataloguePages = {
  'catalogue.products': catalogueRoutes.products,
  'catalogue.addProduct': catalogueRoutes.addProduct,
  'catalogue.product': catalogueRoutes.product,
  'catalogue.categories': catalogueRoutes.categories,
  'catalogue.addCategory': catalogueRoutes.addCategory,
} as const;

export const cataloguePaths = {
  products: below(DASHBOARD_PATH, catalogueRoutes.products),
  addProduct: below(DASHBOARD_PATH, catalogueRoutes.addProduct),
  product: (id: Id) => fill(below(DASHBOARD_PATH, catalogueRoutes.product), { id }),
  categories: below(DASHBOARD_PATH, catalogueRoutes.categories),
  addCategory: below(DASHBOARD_PATH, catalogueRoutes.addCategory),
} as const;
