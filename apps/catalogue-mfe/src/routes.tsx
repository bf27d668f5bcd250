import type { RouteObject } from 'react-router-dom';
import { catalogueRoutes } from '@meche/page-paths';

/** The catalogue remote's routes, relative to the dashboard (remote.ts attaches them there); every page is lazy. */
export const routes: RouteObject[] = [
  {
    path: catalogueRoutes.products,
    lazy: async () => ({ Component: (await import('./product-list/products-page')).ProductsPage }),
  },
  {
    path: catalogueRoutes.addProduct,
    lazy: async () => ({ Component: (await import('./product-create/add-product-page')).AddProductPage }),
  },
  {
    path: catalogueRoutes.product,
    lazy: async () => ({ Component: (await import('./product-detail/product-detail-page')).ProductDetailPage }),
  },
  {
    path: catalogueRoutes.categories,
    lazy: async () => ({ Component: (await import('./category-list/categories-page')).CategoriesPage }),
  },
  {
    path: catalogueRoutes.addCategory,
    lazy: async () => ({ Component: (await import('./category-create/add-category-page')).AddCategoryPage }),
  },
];
