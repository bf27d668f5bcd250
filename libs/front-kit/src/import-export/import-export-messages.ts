// Types only: 'Importer' and 'Exporter' on a list page read these texts, which must not bring the contract's schemas along.
import type { ImportError, ImportKind, ImportPreview, ImportResult } from '@meche/contracts';

/** "1 client", "3 clients": French plural on the count. */
export const count = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

interface KindWords {
  one: string;
  many: string;
  importTitle: string;
  exportTitle: string;
}

export const KIND_WORDS: Record<ImportKind, KindWords> = {
  clients: { one: 'client', many: 'clients', importTitle: 'Importer des clients', exportTitle: 'Exporter les clients' },
  products: { one: 'produit', many: 'produits', importTitle: 'Importer des produits', exportTitle: 'Exporter les produits' },
};

const SEPARATORS: Record<string, string> = { ';': 'point-virgule', ',': 'virgule', '\t': 'tabulation' };
const ENCODINGS: Record<string, string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' };

export const IMPORT_MESSAGES = {
  importButton: 'Importer',
  dropHint: "Déposez ici un fichier CSV ou Excel (XLSX) exporté d'un autre logiciel ou d'un tableur (10 Mo au plus), ou :",
  pickFile: 'Choisir le fichier à importer',
  noFile: 'Aucun fichier choisi.',
  reading: 'Lecture du fichier…',
  columnsTitle: 'Colonnes',
  columnsHint: 'Chaque colonne du fichier est associée à un champ. Corrigez celles qui ne vont pas.',
  skipColumn: 'Ne pas importer',
  required: '(obligatoire)',
  previewTitle: 'Aperçu',
  refusalsTitle: 'Lignes refusées',
  duplicatesTitle: 'Doublons',
  duplicatesLegend: 'Que faire des doublons ?',
  skipDuplicates: 'Ignorer les doublons',
  mergeDuplicates: 'Fusionner',
  mergeHint:
    "Fusionner complète seulement les champs vides de la fiche déjà enregistrée, sans rien remplacer ; un doublon d'une autre ligne du fichier est ignoré.",
  cancel: 'Annuler',
  importing: 'Import en cours…',
  fixRefusals: 'Corrigez-les dans le fichier (puis choisissez-le à nouveau) ou en changeant le champ de leur colonne.',
  allOrNothing: "Rien n'est importé tant qu'une ligne est refusée.",
  nothingToImport: 'Aucune ligne à importer.',
  noResponse: "Le serveur ne répond pas : rien n'a été importé. Réessayez dans un instant.",
  formatLegend: 'Format',
  csv: 'CSV (Excel, LibreOffice, autres logiciels)',
  xlsx: 'Excel (XLSX)',
  health: 'Inclure les réponses de santé du questionnaire',
  healthWarning:
    'Les réponses de santé sont des données sensibles : cet export est inscrit au journal du cabinet, comme un export RGPD. Gardez le fichier en lieu sûr.',
  download: 'Télécharger',
  preparing: 'Préparation…',
  exportNoResponse: 'Le serveur ne répond pas : aucun fichier téléchargé. Réessayez dans un instant.',
} as const;

export const importButtonLabel = (kind: ImportKind, n: number) => `Importer ${count(n, KIND_WORDS[kind].one, KIND_WORDS[kind].many)}`;

/** "CSV · encodage Windows-1252 · séparateur point-virgule" */
export function formatLine(preview: ImportPreview): string {
  const parts = [preview.format === 'csv' ? 'CSV' : 'Excel (XLSX)'];
  if (preview.encoding) parts.push(`encodage ${ENCODINGS[preview.encoding] ?? preview.encoding}`);
  if (preview.separator) parts.push(`séparateur ${SEPARATORS[preview.separator] ?? `« ${preview.separator} »`}`);
  return parts.join(' · ');
}

// No line break between the guillemets and what they quote.
export const quoted = (text: string) => `«\u00A0${text}\u00A0»`;

export const refusalText = ({ line, column, message }: ImportError) =>
  column ? `Ligne ${line}, colonne ${quoted(column)} : ${message}` : `Ligne ${line} : ${message}`;

/** What the screen reader hears once a file is read: how many lines, refused, duplicated. */
export function previewStatus(preview: ImportPreview): string {
  const parts = [`Fichier lu : ${count(preview.total, 'ligne', 'lignes')}`];
  parts.push(count(preview.refusedRows, 'ligne refusée', 'lignes refusées'));
  parts.push(count(preview.duplicateCount, 'doublon', 'doublons'));
  return `${parts.join(', ')}.`;
}

/** "12 clients importés, 1 fusionné, 2 doublons ignorés." */
export function resultText(kind: ImportKind, { created, merged, skipped }: ImportResult): string {
  const words = KIND_WORDS[kind];
  const parts = [`${count(created, words.one, words.many)} ${created > 1 ? 'importés' : 'importé'}`];
  if (merged) parts.push(`${count(merged, 'fusionné', 'fusionnés')}`);
  if (skipped) parts.push(`${count(skipped, 'doublon ignoré', 'doublons ignorés')}`);
  return `${parts.join(', ')}.`;
}
