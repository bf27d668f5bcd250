import type { FailureWording } from '@meche/front-kit';

/** How 'Ajouter un client' words a failure ('Erreur: …', 'No response from server.', 'Error: …'). */
const CREATE_FAILURE = {
  server: (message: string) => `Erreur: ${message}`,
  noMessage: (status: number) => `Erreur: HTTP ${status}`,
  noResponse: 'No response from server.',
  other: (message: string) => `Error: ${message}`,
} satisfies FailureWording;

/** How the client file words a failure: 'Error: …', or 'Une erreur est survenu.' without a message. */
const DETAIL_FAILURE = {
  server: (message: string) => `Error: ${message}`,
  noMessage: 'Une erreur est survenu.',
} satisfies FailureWording;

/** The clients screens' texts, verbatim as users know them (typos included: docs/product.md says which). */
export const CLIENT_MESSAGES = {
  created: 'Client ajouté avec succès!',
  createFailure: CREATE_FAILURE,
  listFailed: 'Erreur lors du chargement des clients.',
  listQueryError: 'liste de clients non chargée.',
  empty: 'Aucun client trouvé.',
  confirmDelete:
    'Voulez-vous supprimer ce client ? si ce client posséde des programmes de soins, supprimez les en premier !',
  detailFailure: DETAIL_FAILURE,
} as const;
