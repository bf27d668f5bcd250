/** Every route of SPEC §2, built in one place (STYLE: path helpers, no string-building in pages). */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  userProfile: '/dashboard/user-profile',
  addClient: '/dashboard/add-client',
  clients: '/dashboard/clients',
  client: {
    detail: (clientId: number | string) => `/dashboard/client/${clientId}`,
    addCare: (clientId: number | string) => `/dashboard/client/${clientId}/add-care`,
    planning: (clientId: number | string, programId: number | string) =>
      `/dashboard/client/${clientId}/planning/${programId}`,
    planningPreview: (clientId: number | string, programId: number | string) =>
      `/dashboard/client/${clientId}/planning/${programId}/preview`,
  },
  productCategory: '/dashboard/product-category',
  addProduct: '/dashboard/add-product',
  productDetail: (id: number | string) => `/dashboard/product-detail/${id}`,
  categories: '/dashboard/categories',
  addCategory: '/dashboard/add-category',
} as const;

/**
 * The clients remote gives its `client/:clientId` route this id; the shell attaches the programmes
 * remote's routes under it, so neither remote imports the other (ARCHITECTURE §3).
 */
export const CLIENT_DETAIL_ROUTE_ID = 'client-detail';

/** Navigation state passed by 'Voir / Ajouter les soins' (SPEC §2). */
export interface AddCareState {
  clientName: string;
}
