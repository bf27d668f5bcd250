/**
 * The programmes remote's own texts, verbatim as users know them; a text of the contracts (MSG) is read from there
 * where it is used. Imports nothing, like every remote's messages.ts.
 */

/** The care editor's alerts. */
export const EDITOR_MSG = {
  lastCare: 'Veuillez le supprimer dans les programmes des soins.',
  removeCareConfirm: 'Voulez-vous vraiment supprimer ce soin ?',
  created: 'Programme créé avec succès!',
  updated: 'Programme mis à jour avec succès!',
  careSaveError: "Une erreur est survenue lors de l'ajout du soin.",
  programSaveError: "Une erreur est survenue lors de l'enregistrement du programme.",
  loading: 'Chargement de l’éditeur…',
} as const;
