import type { RouteObject } from 'react-router-dom';

/** The catalogue remote's routes, relative to the dashboard (remote.ts attaches them there); every page is lazy. */
export const routes: RouteObject[] = [
  {
    path: 'product-category',
    lazy: async () => ({ Component: (await import('./product-list/products-page')).ProductsPage }),
  },
  {
    path: 'add-product',
    lazy: async () => ({ Component: (await import('./product-create/add-product-page')).AddProductPage }),
  },
  {
    path: 'product-detail/:id',
    lazy: async () => ({ Component: (await import('./product-detail/product-detail-page')).ProductDetailPage }),
  },
  {
    path: 'categories',
    lazy: async () => ({ Component: (await import('./category-list/categories-page')).CategoriesPage }),
  },
  {
    path: 'add-category',
    lazy: async () => ({ Component: (await import('./category-create/add-category-page')).AddCategoryPage }),
  },
];
