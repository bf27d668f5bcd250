import { EDITOR_HISTORY_DELAY_MS, EDITOR_HISTORY_MAX_STACK, EDITOR_LINK_PROTOCOLS } from '@meche/contracts';

/** The toolbar the product forms offer, nothing more. */
export const EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

/** Undo history: 100 steps, edits within 1 s merge, only the user's own edits. */
export const EDITOR_HISTORY = {
  delay: EDITOR_HISTORY_DELAY_MS,
  maxStack: EDITOR_HISTORY_MAX_STACK,
  userOnly: true,
};

export const EDITOR_MODULES = { toolbar: EDITOR_TOOLBAR, history: EDITOR_HISTORY };

/** The formats the toolbar can make; a paste cannot bring in images, video or other formats. */
export const EDITOR_FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'color', 'background', 'list', 'link'];

export const EDITOR_LINK_PROTOCOL_LIST: string[] = [...EDITOR_LINK_PROTOCOLS];

/** French names for Quill's toolbar controls (Quill labels them in English, or not at all). */
export const TOOLBAR_LABELS: Record<string, string> = {
  '.ql-header .ql-picker-label': 'Titre',
  '.ql-color .ql-picker-label': 'Couleur du texte',
  '.ql-background .ql-picker-label': 'Couleur de fond',
  'button.ql-bold': 'Gras',
  'button.ql-italic': 'Italique',
  'button.ql-underline': 'Souligné',
  'button.ql-strike': 'Barré',
  'button.ql-list[value="ordered"]': 'Liste numérotée',
  'button.ql-list[value="bullet"]': 'Liste à puces',
  'button.ql-link': 'Lien',
  'button.ql-clean': 'Effacer la mise en forme',
};

/** The link box's field: its name for a screen reader and the example it shows while empty. */
export const LINK_BOX_LABEL = 'Adresse du lien';
export const LINK_BOX_PLACEHOLDER = 'https://exemple.fr';

/**
 * Quill's semantic HTML writes every space as &nbsp;, which stops text from wrapping where it is shown;
 * a typed '&' is escaped as &amp;, so only Quill's own &nbsp; are turned back into spaces.
 */
export function normaliseEditorHtml(html: string, text: string): string {
  if (!text.trim()) return '';
  return html.replaceAll('&nbsp;', ' ');
}
