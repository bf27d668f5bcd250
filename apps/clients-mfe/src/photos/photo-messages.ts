import { MSG, PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@meche/contracts';

export const PHOTO_FOLLOW_UP_ID = 'suivi-photo';

/** The photo follow-up's texts. */
export const PHOTO_MESSAGES = {
  title: 'Suivi photo',
  add: 'Ajouter la photo',
  added: 'Photo ajoutée.',
  chooseFile: 'Choisissez ou déposez une photo.',
  confirmDelete: 'Voulez-vous supprimer cette photo ?',
  deleted: 'Photo supprimée.',
  edit: 'Modifier la photo',
  updated: 'Photo modifiée.',
  noResponseEdit: 'Le serveur ne répond pas : la modification n’a pas été enregistrée.',
  empty: 'Aucune photo pour ce client.',
  loadFailed: 'Les photos n’ont pas pu être chargées.',
  imageFailed: 'Image indisponible',
  noResponse: 'Le serveur ne répond pas : la photo n’a pas été envoyée.',
  // Never 'Consentement' in this title: the file's consent panel is the one region of that name.
  consentNeededTitle: 'Avant les photos : l’accord du client à recueillir',
  consentNeeded:
    'Les photos du cuir chevelu sont des données de santé : elles ne sont ajoutées qu’une fois le consentement du client consigné. Consignez-le d’abord (signé sur papier ou sur la tablette) ; le cabinet peut aussi autoriser les photos sans consentement dans ses réglages.',
  recordConsentFirst: 'Consigner le consentement d’abord',
  withoutConsentWarning:
    'Attention : le consentement de ce client n’est pas recueilli. Le cabinet autorise les photos sans consentement ; pensez à le faire signer.',
} as const;

/**
 * The checks the server makes first, made before sending 15 Mo for nothing; the server still reads the real type
 * from the bytes. A camera may give no type at all: the server decides then.
 */
export function fileProblem(file: Blob): string | null {
  if (file.size === 0) return MSG.photoEmpty;
  if (file.size > PHOTO_MAX_BYTES) return MSG.photoTooLarge;
  if (file.type && !(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MSG.photoUnsupportedType;
  return null;
}
