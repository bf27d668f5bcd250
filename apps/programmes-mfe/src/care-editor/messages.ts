import { MSG } from '@meche/contracts';

/** The care editor's alerts, verbatim as users know them. */
export const EDITOR_MSG = {
  duplicateProduct: MSG.duplicateProduct,
  lastCare: 'Veuillez le supprimer dans les programmes des soins.',
  removeCareConfirm: 'Voulez-vous vraiment supprimer ce soin ?',
  noClient: MSG.noClient,
  noCares: MSG.noCares,
  created: 'Programme créé avec succès!',
  updated: 'Programme mis à jour avec succès!',
  careSaveError: "Une erreur est survenue lors de l'ajout du soin.",
  programSaveError: "Une erreur est survenue lors de l'enregistrement du programme.",
} as const;
