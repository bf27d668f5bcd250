/** The texts of the client file's e-mail reminder choice. */
export const REMINDER_MESSAGES = {
  label: 'Rappels de visite par e-mail',
  noEmail: 'Aucune adresse e-mail sur cette fiche : ajoutez-en une (Modifier Profile) pour envoyer des rappels de visite.',
  turnedOn: 'Rappels de visite par e-mail activés pour cette cliente.',
  turnedOff: 'Rappels de visite par e-mail désactivés pour cette cliente.',
  loadFailed: 'Le choix des rappels de visite n’a pas pu être chargé.',
} as const;
