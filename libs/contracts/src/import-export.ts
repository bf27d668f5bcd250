import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import type { QuestionnaireField } from './client-values';
import { MSG } from './messages';

/**
 * Import and export of the clients and products lists (CSV or XLSX). The file's bytes are the request body; the
 * server keeps no import state: the same file is sent for each preview and for the commit.
 */

export const IMPORT_KINDS = ['clients', 'products'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const CLIENT_IMPORT_FIELDS = [
  'lastName',
  'firstName',
  'sex',
  'birthday',
  'email',
  'mobilePhone',
  'homePhone',
  'streetName',
  'zipCode',
  'city',
  'comments',
] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const PRODUCT_IMPORT_FIELDS = ['name', 'type', 'refProduct', 'productPrice', 'category', 'tva', 'description'] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];

export type ImportField = ClientImportField | ProductImportField;
const ALL_IMPORT_FIELDS = [...CLIENT_IMPORT_FIELDS, ...PRODUCT_IMPORT_FIELDS] as [ImportField, ...ImportField[]];

/** The fields of each kind, in the order of the preview's columns and of the exported file. */
export const IMPORT_FIELDS: { clients: readonly ClientImportField[]; products: readonly ProductImportField[] } = {
  clients: CLIENT_IMPORT_FIELDS,
  products: PRODUCT_IMPORT_FIELDS,
};

/** French labels: the preview's column names and the exported file's headers (so an export re-imports as it is). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  lastName: 'Nom',
  firstName: 'Prénom',
  sex: 'Sexe',
  birthday: 'Date de naissance',
  email: 'Email',
  mobilePhone: 'Téléphone mobile',
  homePhone: 'Téléphone fixe',
  streetName: 'Adresse (numéro et rue)',
  zipCode: 'Code postal',
  city: 'Ville',
  comments: 'Commentaires',
  name: 'Nom du produit',
  type: 'Type',
  refProduct: 'Référence',
  productPrice: 'Prix',
  category: 'Catégorie',
  tva: 'TVA',
  description: 'Description',
};

/** A row without these is refused (the same fields the forms require). */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ['lastName', 'firstName', 'sex', 'name', 'type', 'refProduct', 'productPrice'];

/**
 * Headers other software and spreadsheets use for each field, compared after `normaliseHeader` (no accents, case,
 * spaces or punctuation). The field's own French label always matches too.
 */
export const IMPORT_HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  lastName: ['nom', 'nomdefamille', 'nomclient', 'lastname', 'surname', 'familyname'],
  firstName: ['prenom', 'firstname', 'givenname'],
  sex: ['sexe', 'genre', 'civilite', 'gender', 'sex', 'title'],
  birthday: ['datedenaissance', 'datenaissance', 'naissance', 'anniversaire', 'birthday', 'birthdate', 'dateofbirth', 'dob'],
  email: ['email', 'mail', 'courriel', 'adresseemail', 'adressemail', 'emailaddress'],
  mobilePhone: ['telephonemobile', 'telephoneportable', 'numeromobile', 'numerodeportable', 'mobile', 'portable', 'telportable', 'telmobile', 'mobilephone', 'mobilenumber', 'cellphone', 'telephone', 'tel', 'phone'],
  homePhone: ['telephonefixe', 'fixe', 'telfixe', 'telephonedomicile', 'homephone', 'landline'],
  streetName: ['adresse', 'adressenumeroetrue', 'rue', 'adresse1', 'address', 'street', 'streetaddress', 'address1', 'addressline1'],
  zipCode: ['codepostal', 'cp', 'zipcode', 'zip', 'postalcode', 'postcode'],
  city: ['ville', 'commune', 'localite', 'city', 'town'],
  comments: ['commentaires', 'commentaire', 'notes', 'note', 'remarques', 'observations', 'comments', 'comment'],
  name: ['nomduproduit', 'produit', 'libelle', 'designation', 'nom', 'productname', 'product', 'name'],
  type: ['type', 'typedeproduit', 'producttype'],
  refProduct: ['reference', 'ref', 'refproduit', 'referenceproduit', 'codeproduit', 'sku', 'productcode', 'code'],
  productPrice: ['prix', 'prixttc', 'prixdevente', 'prixunitaire', 'tarif', 'price', 'retailprice', 'saleprice', 'unitprice'],
  category: ['categorie', 'famille', 'gamme', 'category', 'productcategory'],
  tva: ['tva', 'tauxdetva', 'tauxtva', 'vat', 'vatrate', 'tax', 'taxrate'],
  description: ['description', 'descriptif', 'details'],
};

/** A header as compared with the aliases: lower case, no accents, letters and digits only ('Téléphone mobile' → 'telephonemobile'). */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The French labels of the questionnaire's answers: the headers of an export with the health answers. */
export const QUESTIONNAIRE_LABELS: Record<QuestionnaireField, string> = {
  pacemaker: 'Porteur d’un pacemaker',
  anticoagulants: 'Traitement anticoagulant',
  chimiotherapie: 'Chimiothérapie (en cours ou passée)',
  crisesEpilepsie: 'Crises d’épilepsie',
  allergiesOuIntolerances: 'Allergies ou intolérances',
  problemesThyroidiens: 'Problèmes thyroïdiens',
  interventionsChirurgicales: 'Interventions chirurgicales',
  gastroplastie: 'Gastroplastie (chirurgie de l’obésité)',
  fatigueGenerale: 'Fatigue générale',
  dereglementHormonal: 'Dérèglement hormonal',
  menopause: 'Ménopause',
  moyenContraception: 'Moyen de contraception',
  reglesAbondantes: 'Règles abondantes',
  enceinte: 'Enceinte actuellement',
  enfant2DerniereAnnee: 'Enfant né dans les 2 dernières années',
  chuteApresAccouchement: 'Chute de cheveux après l’accouchement',
  interruptionAllaitement: 'Arrêt de l’allaitement',
  fausseCouche: 'Fausse couche',
  chuteCheveuxDepuisQuand: 'Chute de cheveux : depuis quand ?',
  typeChute: 'Type de chute (diffuse, localisée, par plaques…)',
  herediteChuteCheveux: 'Chute de cheveux dans la famille (hérédité)',
  calvitie: 'Calvitie',
  cheveuxPeuAbondants: 'Cheveux peu abondants',
  pelade: 'Pelade',
  cheveuxGras: 'Cheveux gras',
  cheveuxSecs: 'Cheveux secs',
  trichotillomanie: 'Trichotillomanie (arrachage des cheveux)',
  nombreShampoingsParSemaine: 'Shampooings par semaine',
  apresShampoingMasque: 'Après-shampooing ou masque',
  methodesAgressivesCoiffage: 'Coiffage agressif (lissage, brushing, défrisage, colorations…)',
  stress: 'Stress',
  stressPsychoaffectif: 'Stress psycho-affectif (deuil, séparation, choc…)',
  fumezVousCombien: 'Tabac : fumez-vous ? Combien par jour ?',
  alimentation: 'Alimentation',
  regimeAlimentaire: 'Régime alimentaire (végétarien, amaigrissant…)',
  carences: 'Carences connues (fer, vitamines, zinc…)',
};

/** The request body limit of an import: a spreadsheet of 20,000 clients weighs far less. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows one file may hold (beyond it the file is refused whole: split it). */
export const IMPORT_MAX_ROWS = 20_000;
/** Rows shown as they will be stored. */
export const IMPORT_PREVIEW_ROWS = 20;
/** At most this many refusals and duplicates are listed (their totals are always given). */
export const IMPORT_MAX_LISTED = 1000;

export const DUPLICATE_STRATEGIES = ['skip', 'merge'] as const;
export type DuplicateStrategy = (typeof DUPLICATE_STRATEGIES)[number];

export const DUPLICATE_REASONS = ['email', 'mobile', 'name-birthday', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'Même email',
  mobile: 'Même téléphone mobile',
  'name-birthday': 'Mêmes nom, prénom et date de naissance',
  name: 'Même nom de produit',
};

const fmtCount = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, '\u00A0');
const plural = (n: number, word: string) => `${fmtCount(n)} ${word}${n > 1 ? 's' : ''}`;

/** Every French message of the import and export, in one place. */
export const IMPORT_MSG = {
  empty: 'Le fichier est vide.',
  tooLarge: 'Le fichier dépasse 10 Mo : découpez-le en plusieurs fichiers.',
  unreadable: 'Fichier illisible : envoyez un fichier CSV ou Excel (.xlsx).',
  unreadableXlsx: 'Classeur Excel illisible ou protégé par un mot de passe.',
  noHeader: 'La première ligne du fichier doit donner le nom des colonnes.',
  noRows: 'Le fichier ne contient aucune ligne de données sous les en-têtes.',
  tooManyRows: (max: number) => `Le fichier compte plus de ${fmtCount(max)} lignes : découpez-le en plusieurs fichiers.`,
  invalidMapping: 'Correspondance des colonnes invalide.',
  fieldMappedTwice: (label: string) => `Plusieurs colonnes du fichier sont associées à « ${label} » : gardez-en une seule.`,
  missingColumn: (label: string) => `Aucune colonne du fichier n'est associée à « ${label} », qui est obligatoire.`,
  invalidSex: 'Sexe invalide : F, M, Femme, Homme, Mme ou M.',
  invalidDate: 'Date invalide : jj/mm/aaaa attendu.',
  invalidTva: 'TVA invalide : 5,5 %, 20 % ou vide (sans TVA).',
  tvaWithoutCategory: "Une TVA ne s'importe qu'avec une catégorie : indiquez la catégorie du produit.",
  categoryTvaMismatch: (category: string, tva: string) =>
    `La catégorie « ${category} » a la TVA ${tva} : corrigez la TVA de la ligne ou la catégorie.`,
  /** The 422 of a commit: nothing was stored. */
  refused: (rows: number) => `Import refusé : ${plural(rows, 'ligne')} en erreur. Rien n'a été enregistré ; corrigez le fichier et réessayez.`,
  healthOnlyForClients: 'Les réponses de santé ne concernent que les clients.',
} as const;

const importFieldSchema = z.enum(ALL_IMPORT_FIELDS, { error: IMPORT_MSG.invalidMapping });

/** `{ "<header as found>": "<field>" | null }`: null leaves the column out. */
export const importMappingSchema = z.record(z.string(), importFieldSchema.nullable(), { error: IMPORT_MSG.invalidMapping });
export type ImportMapping = Record<string, ImportField | null>;

/** The `mapping` query parameter: the mapping as JSON text. */
const mappingQuerySchema = z
  .string({ error: IMPORT_MSG.invalidMapping })
  .max(20_000, { error: IMPORT_MSG.invalidMapping })
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: IMPORT_MSG.invalidMapping });
      return z.NEVER;
    }
    const parsed = importMappingSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: IMPORT_MSG.invalidMapping });
    return z.NEVER;
  });

export const importKindParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS, { error: MSG.invalidValue }) });

/** Query of POST /api/import/{kind}/preview. `fileName` tells a .csv from a .xlsx when the bytes leave a doubt. */
export const importPreviewQuerySchema = z.object({
  fileName: z.string({ error: MSG.invalidValue }).max(255, { error: MSG.tooLong(255) }).optional(),
  mapping: mappingQuerySchema,
});

/** Query of POST /api/import/{kind}: the preview's, and what to do with the duplicates. */
export const importCommitQuerySchema = importPreviewQuerySchema.extend({
  duplicates: z.enum(DUPLICATE_STRATEGIES, { error: MSG.invalidValue }).optional().transform((v) => v ?? 'skip'),
});

/** One refused cell (or row, `column` null), `line` as a spreadsheet numbers it (the header is line 1). */
export const importRefusalItemSchema = z.object({
  line: z.number(),
  /** The header of the column as found in the file; null for the whole row or for the file's headers. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importRefusalItemSchema>;

export const importDuplicateSchema = z.object({
  line: z.number(),
  reason: z.enum(DUPLICATE_REASONS),
  /** The practitioner's record it matches. */
  existing: z.object({ id: z.number(), label: z.string() }).nullable(),
  /** Or the earlier line of the same file it repeats. */
  otherLine: z.number().nullable(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

// null inside the string branch: the OpenAPI document gets a typed nullable member, not a bare 'nullable'.
const importValueSchema = z.union([z.string().nullable(), z.number()]);

/** 200 of POST /api/import/{kind}/preview. */
export const importPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(['csv', 'xlsx']),
  /** null for xlsx. */
  encoding: z.enum(['utf-8', 'windows-1252']).nullable(),
  /** null for xlsx. */
  separator: z.enum([';', ',', '\t']).nullable(),
  /** As found in the file, in order (a repeated header gets ' (2)', ' (3)'…). */
  headers: z.array(z.string()),
  /** Header → field used (automatic, or as sent). */
  mapping: z.record(z.string(), importFieldSchema.nullable()),
  fields: z.array(z.object({ field: importFieldSchema, label: z.string(), required: z.boolean() })),
  /** Data rows in the file. */
  total: z.number(),
  /** The first valid rows, as they will be stored (dates 'YYYY-MM-DD', prices in euros, VAT as 'TVA20%'). */
  rows: z.array(z.object({ line: z.number(), values: z.record(z.string(), importValueSchema) })),
  /** Every refusal, up to IMPORT_MAX_LISTED; `errorCount` is the total and `refusedRows` the lines refused. */
  errors: z.array(importRefusalItemSchema),
  errorCount: z.number(),
  refusedRows: z.number(),
  /** Up to IMPORT_MAX_LISTED; `duplicateCount` is the total. */
  duplicates: z.array(importDuplicateSchema),
  duplicateCount: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** 422 of POST /api/import/{kind}: nothing was stored. */
export const importRefusalSchema = z.object({
  message: z.string(),
  errors: z.array(importRefusalItemSchema),
  errorCount: z.number(),
  refusedRows: z.number(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** 200 of POST /api/import/{kind}. */
export const importResultSchema = z.object({ created: z.number(), merged: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResultSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Body of POST /api/export/{kind}. `health` (clients only) adds the questionnaire's answers, and is audited. */
export const exportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: MSG.invalidValue }),
  health: z.boolean({ error: MSG.invalidValue }).optional().transform((v) => v ?? false),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** The downloaded file's name: meche-clients-2026-11-25.csv. */
export const exportFileName = (kind: ImportKind, format: ExportFormat, isoDate: string) => `meche-${kind}-${isoDate}.${format}`;

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What the import accepts as the body's Content-Type (any other is read from the bytes all the same). */
export const IMPORT_UPLOAD_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
] as const;
