/** The agenda's texts: its sidebar entry and title, and what it says when a visit is booked, moved or cancelled. */
export const AGENDA_MESSAGES = {
  label: 'Agenda',
  newVisit: 'Nouvelle visite',
  loading: 'Chargement de l’agenda...',
  noVisit: 'Aucune visite',
  confirmCancel: (client: string, day: string, time: string) => `Annuler la visite de ${client} le ${day} à ${time} ?`,
  cancelVisit: 'Annuler la visite',
  keepVisit: 'Garder',
  cancelled: (client: string) => `Visite de ${client} annulée.`,
  saved: (moved: boolean, client: string, day: string, time: string) =>
    `${moved ? 'Visite déplacée' : 'Visite réservée'} : ${client}, ${day} à ${time}.`,
  moveTitle: (client: string) => `Déplacer la visite de ${client}`,
} as const;
