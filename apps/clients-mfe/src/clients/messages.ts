/** The clients screens' texts, verbatim as users know them (typos included). */
export const CLIENT_MESSAGES = {
  created: 'Client ajouté avec succès!',
  createFailed: (serverMessage: string) => `Erreur: ${serverMessage}`,
  noResponse: 'No response from server.',
  otherError: (message: string) => `Error: ${message}`,
  listFailed: 'Erreur lors du chargement des clients.',
  listQueryError: 'liste de clients non chargée.',
  retry: 'Réessayer',
  empty: 'Aucun client trouvé.',
  confirmDelete:
    'Voulez-vous supprimer ce client ? si ce client posséde des programmes de soins, supprimez les en premier !',
  detailFailed: (message: string) => `Error: ${message}`,
  unknownError: 'Une erreur est survenu.',
} as const;
