/**
 * The pages' public addresses, built in one place: apps link to each other's pages through these (an address is
 * the only thing a remote knows of another). Each remote declares its own routes in its exposed module; the shell
 * uses only its own pages here and names no remote page.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  userProfile: '/dashboard/user-profile',
  settings: '/dashboard/settings',
  messages: '/dashboard/messages',
  addClient: '/dashboard/add-client',
  clients: '/dashboard/clients',
  client: {
    detail: (clientId: number | string) => `/dashboard/client/${clientId}`,
    addCare: (clientId: number | string) => `/dashboard/client/${clientId}/add-care`,
    /** The client's programmes with this one open in the editor. */
    programme: (clientId: number | string, programId: number | string) =>
      `/dashboard/client/${clientId}/add-care?programme=${programId}`,
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
 * The clients remote gives its `client/:clientId` route this id; the programmes remote declares it as the route
 * it attaches to, and the shell patches it there, so neither remote imports the other.
 */
export const CLIENT_DETAIL_ROUTE_ID = 'client-detail';

/** Navigation state passed by 'Voir / Ajouter les soins'. */
export interface AddCareState {
  clientName: string;
}
