/** The texts of the client file's visits. */
export const VISIT_LIST_MESSAGES = {
  title: 'Visites',
  book: 'Nouvelle visite',
  upcoming: 'À venir',
  past: 'Historique',
  noUpcoming: 'Aucune visite à venir.',
  noPast: 'Aucune visite passée.',
  cancelled: 'Annulée',
  loading: 'Chargement des visites…',
  loadFailed: 'Les visites de ce client n’ont pas pu être chargées.',
  showAll: (more: number) => `Afficher ${more === 1 ? 'la visite plus ancienne' : `les ${more} visites plus anciennes`}`,
} as const;
