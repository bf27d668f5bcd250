/** French messages returned by the API and shown by the front for validation failures. */
export const MSG = {
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Email invalide',
  tooLong: (max: number) => `${max} caractères maximum.`,
  /** The text as stored and sent (sanitised, &, < and > written as entities) is longer than the field allows. */
  storedTooLong: (max: number) =>
    `${max.toLocaleString('fr-FR')} caractères maximum une fois mis en forme : les caractères spéciaux (&, <, >, guillemets) y comptent pour plusieurs.`,
  productNameTooLong: 'Le nom ne doit pas dépasser 50 caractères.',
  birthdayInFuture: "La date de naissance ne peut pas être postérieure à aujourd'hui.",
  invalidDate: 'Date invalide.',
  dateOutOfRange: 'La date doit être comprise entre le 1er janvier 1900 et le 31 décembre 2100.',
  invalidSex: 'Le sexe doit être M ou F.',
  invalidPhone: 'Le téléphone ne doit contenir que des chiffres.',
  /** Says how to write it: a refused figure ('1.250,00', '12.5.3') is never left without the way to put it right. */
  invalidPrice: 'Le prix doit être un nombre positif avec au plus un séparateur décimal. Écrivez par exemple 1250,00 ou 1 250,00, sans point entre les milliers.',
  invalidQuantity: 'La quantité minimale est 1.',
  priceTooHigh: 'Le prix ne peut pas dépasser 9 999,99 €.',
  priceNegative: 'Le prix ne peut pas être négatif.',
  priceTooManyDecimals: 'Le prix a au plus 2 décimales (les centimes).',
  quantityNotWhole: 'Quantité entière : écrivez 1, 2, 3…, sans virgule.',
  quantityTooHigh: 'La quantité ne peut pas dépasser 10 000.',
  tooManyCares: 'Un programme compte au plus 100 soins.',
  amountTooHigh: 'Montant trop élevé : le total ne peut pas dépasser 9 999 999 999,99 €.',
  invalidTva: 'TVA invalide.',
  invalidNumber: 'Nombre invalide.',
  invalidValue: 'Valeur invalide.',
  noCares: "Veuillez ajouter au moins un soin avant d'enregistrer le programme.",
  noClient: "Le client n'est pas défini pour ce programme.",
  duplicateProduct: 'Ce produit a déjà été ajouté.',
  /** A programme's start date (planning) outside the accepted years or not a date. */
  invalidStartDate: 'Date de début invalide.',
  protocolNameTaken: 'Un protocole porte déjà ce nom.',
  /** A protocol whose products have all left the catalogue since it was saved. */
  protocolWithoutProducts: "Aucun produit de ce protocole n'est encore au catalogue.",
  planLengthMismatch: 'Les listes timeSlot, daysOfWeek et weeks doivent avoir la même longueur.',
  invalidJson: 'Requête invalide : le corps JSON est mal formé.',
  notFound: 'Ressource introuvable.',
  unauthenticated: 'Authentification requise.',
  sessionRevoked: 'Session expirée, veuillez vous reconnecter.',
  forbidden: 'Accès refusé.',
  badOrigin: 'Origine de la requête refusée.',
  /** 403 of a read that writes an audit row, asked for by a page other than the app's own (Sec-Fetch-Site). */
  foreignRead: 'Consultation refusée : la demande ne vient pas de l’application Mèche.',
  hostNotAllowed: "Nom d'hôte de la requête non autorisé.",
  badCredentials: 'Email ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez plus tard.',
  clientHasPrograms:
    'Ce client possède des programmes de soins : supprimez-les avant de supprimer le client.',
  productInUse:
    'Ce produit est utilisé dans un programme de soins : retirez-le des programmes avant de le supprimer.',
  /** 409 of a category deletion or VAT change while saved programmes use its products; `?confirm=true` goes on. */
  categoryInUse: (change: 'delete' | 'tva', usage: { programmedProducts: number; programs: number }) =>
    `Cette catégorie est utilisée par ${usage.programmedProducts} produit${usage.programmedProducts > 1 ? 's' : ''} de ${usage.programs} programme${usage.programs > 1 ? 's' : ''} enregistré${usage.programs > 1 ? 's' : ''}. ${
      change === 'delete' ? 'Supprimer la catégorie' : 'Changer sa TVA'
    } ne modifie pas ces programmes : ils gardent les prix et la TVA enregistrés. Confirmez pour continuer.`,
  emailTaken: 'Cet email est déjà utilisé.',
  currentPasswordRequired: "Saisissez votre mot de passe actuel pour changer d'email.",
  wrongCurrentPassword: 'Mot de passe incorrect.',
  serverError: 'Une erreur est survenue.',
  responseTooLarge: 'Réponse trop volumineuse pour être envoyée : l’incident est enregistré.',
  unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
  payloadTooLarge: 'Requête trop volumineuse.',
  unsupportedMediaType: 'Le contenu doit être envoyé en JSON.',
  headersTooLarge: 'En-têtes de la requête trop volumineux.',
  badRequest: 'Requête invalide.',
  requestTimeout: 'La requête a pris trop de temps.',
  invalidContraindication: 'Contre-indication inconnue.',
  /** 409 of a save using products contraindicated for the client, none of them acknowledged for those reasons. */
  contraindicated: (products: readonly { productName: string; labels: readonly string[] }[]) =>
    `${products.length > 1 ? 'Produits contre-indiqués' : 'Produit contre-indiqué'} pour ce client : ${products
      .map((p) => `« ${p.productName} » (${p.labels.join(', ')})`)
      .join(' ; ')}. Confirmez la prise en compte de la contre-indication avant d'enregistrer.`,
  reminderLead: 'Choisissez 24, 48 ou 72 heures.',
  photoRetakeWeeks: 'Indiquez un nombre de semaines entre 1 et 26.',
  invalidPhotoZone: 'Zone invalide : Front, Sommet, Couronne, Tempe gauche, Tempe droite ou Nuque.',
  photoDateOutOfRange: "La date de la photo doit être comprise entre le 1er janvier 1990 et aujourd'hui.",
  photoEmpty: 'Le fichier est vide.',
  photoTooLarge: 'La photo dépasse 15 Mo.',
  photoUnsupportedType: 'Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.',
  photoUnreadable: 'Image illisible ou incomplète.',
  photoTooManyPixels: 'Image trop grande : 50 mégapixels et 12 000 pixels de côté au plus.',
  invalidSiret: 'Le SIRET compte 14 chiffres.',
  photoTooSlow: "L'image a pris trop de temps à traiter.",
  /** 413 of a photo or logo upload past the practice's storage quota (sizes already in French units). */
  storageQuotaExceeded: (used: string, quota: string) =>
    `Espace de stockage du cabinet plein : ${used} utilisés sur ${quota}. Supprimez des photos dont vous n'avez plus besoin, ou demandez plus d'espace à votre hébergeur.`,
  photoTooDetailed:
    'Image trop chargée en détails pour être conservée (bruit ou motif aléatoire) : envoyez une photo ordinaire.',
  /** Progressive JPEGs: the decoder keeps the whole image and walks it once per scan. */
  photoTooManyScans: 'Image progressive trop lourde à décoder (plus de 64 passes ou de 24 mégapixels) : enregistrez-la en JPEG standard.',
  photoInterlaced: 'PNG entrelacé non pris en charge : enregistrez-le sans entrelacement, ou en JPEG.',
  photoTooDeep: 'Image en 16 bits par couleur non prise en charge : enregistrez-la en 8 bits (JPEG ou PNG standard).',
  /** 503 of an image upload while the images already waiting fill the queue (the answer carries Retry-After). */
  imagesBusy: "Trop d'images sont en cours de traitement. Réessayez dans quelques secondes.",
  /** 503 of a client export while the exports already running or waiting fill their queue (with Retry-After). */
  exportsBusy: "Trop d'exports de dossiers sont en cours. Réessayez dans quelques secondes.",
  /** 409 of a photo upload for a client whose consent is not recorded, unless the practice's rules allow it. */
  photoNeedsConsent:
    "Photo refusée : le consentement de ce client au traitement de ses données de santé n'est pas recueilli. Consignez-le d'abord, ou autorisez les photos sans consentement dans les réglages du cabinet.",
  consentDateInFuture: "La date du consentement ne peut pas être postérieure à aujourd'hui.",
  invalidConsentMethod: 'Mode de recueil invalide : signé sur papier ou sur la tablette.',
  invalidConsentVersion: 'Version du texte de consentement inconnue.',
  confirmWithdrawal: 'Confirmez le retrait du consentement : il efface les réponses de santé et les photos.',
  /** Every refusal of a client's questionnaire link (wrong, expired, used, revoked): one wording, nothing more told. */
  linkUnusable: 'Ce lien n’est pas valide ou n’est plus utilisable. Demandez un nouveau lien à votre praticienne ou praticien.',
  /** 429 of the client's page (per link and per address, with Retry-After). */
  linkThrottled: 'Trop de demandes. Réessayez dans quelques minutes.',
  consentRequired: 'Cochez la case pour donner votre consentement.',
  signatureRequired: 'Signez dans le cadre prévu.',
  signatureTooLarge: 'La signature est trop grande : effacez-la et signez à nouveau.',
  questionnaireReceived: 'Merci, vos réponses et votre signature ont bien été transmises. Vous pouvez fermer cette page.',
  /** 409 of a decision when the proposal was decided meanwhile (another tab). */
  proposalGone: 'Ces réponses ont déjà été traitées ou ne sont plus disponibles.',
} as const;
