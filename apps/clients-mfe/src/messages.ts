// The clients remote's texts, one table per feature, verbatim as users know them; a text of the contracts (MSG) is
// read from there where it is used. Types aside this imports nothing, so remote.ts reads the sidebar labels from here
// without loading a lib into the remote's entry.
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
  /** The remote's two sidebar entries. */
  navAdd: 'Ajouter Client',
  navList: 'Clients',
  created: 'Client ajouté avec succès!',
  createFailure: CREATE_FAILURE,
  listFailed: 'Erreur lors du chargement des clients.',
  listQueryError: 'liste de clients non chargée.',
  empty: 'Aucun client trouvé.',
  confirmDelete:
    'Voulez-vous supprimer ce client ? si ce client posséde des programmes de soins, supprimez les en premier !',
  detailFailure: DETAIL_FAILURE,
} as const;

/** The consent panel's texts. */
export const CONSENT_MESSAGES = {
  record: 'Consigner le consentement',
  withdraw: 'Retirer le consentement',
  print: 'Formulaire de consentement à signer',
  recorded: 'Consentement enregistré.',
  confirmWithdrawal: (name: string) =>
    `Retirer le consentement de ${name} ? Ses réponses de santé et ses photos seront effacées définitivement ; son identité et ses programmes de soins sont conservés.`,
  withdrawn: (answers: number, photos: number) =>
    `Consentement retiré : ${answers} réponse${answers > 1 ? 's' : ''} de santé et ${photos} photo${photos > 1 ? 's' : ''} effacée${answers + photos > 1 ? 's' : ''}.`,
} as const;

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

/** The texts of the client's link and of the answers she proposes. */
export const LINK_MESSAGES = {
  title: 'Questionnaire de la cliente',
  send: 'Envoyer le questionnaire',
  sendAgain: 'Nouveau lien',
  revoke: 'Révoquer le lien',
  revoked: 'Lien révoqué : il ne peut plus être utilisé.',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le.',
  urlLabel: 'Lien à transmettre à la cliente',
  qrAlt: 'QR code du lien du questionnaire, à scanner avec la tablette ou le téléphone de la cliente',
  onceHint: 'Ce lien n’est affiché qu’une fois : copiez-le ou faites scanner le QR code.',
  emailed: (to: string) => `Lien envoyé par e-mail à ${to}.`,
  none: 'Aucun lien envoyé.',
  expires: (date: string) => `valable jusqu’au ${date}`,
  proposalTitle: 'Réponses proposées par la cliente',
  proposalIntro: (date: string) =>
    `Reçues le ${date}. Rien n’est repris dans le dossier avant votre décision : cochez les réponses à reprendre.`,
  noDifference: 'Les réponses proposées sont identiques au dossier.',
  question: 'Question',
  inFile: 'Dans le dossier',
  proposed: 'Proposé',
  take: 'Reprendre',
  empty: '—',
  acceptAll: 'Tout accepter',
  acceptSelected: 'Accepter la sélection',
  dismiss: 'Tout écarter',
  accepted: (count: number) => (count ? `${count} réponse${count > 1 ? 's' : ''} reprise${count > 1 ? 's' : ''} dans le dossier.` : 'Réponses proposées écartées.'),
} as const;

/** The texts of the client file's e-mail reminder choice. */
export const REMINDER_MESSAGES = {
  label: 'Rappels de visite par e-mail',
  noEmail: 'Aucune adresse e-mail sur cette fiche : ajoutez-en une (Modifier Profile) pour envoyer des rappels de visite.',
  turnedOn: 'Rappels de visite par e-mail activés pour cette cliente.',
  turnedOff: 'Rappels de visite par e-mail désactivés pour cette cliente.',
  loadFailed: 'Le choix des rappels de visite n’a pas pu être chargé.',
} as const;

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
