import DOMPurify from 'dompurify';
import {
  EDITOR_LINK_PROTOCOLS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIX,
  RICH_TEXT_COLOUR,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  richTextAttributesOf,
} from '@meche/contracts';

/** The shared allowlist: every attribute name it knows here, narrowed per tag by the hook below. */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Only the editor's link protocols, or a relative URL; like DOMPurify's default pattern otherwise. */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${EDITOR_LINK_PROTOCOLS.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** Keeps only the allowed colours from a style attribute: no position, size or url tricks. */
function keepColoursOnly(element: Element): void {
  // Duck-typed: the sanitised document is not always the page's realm.
  if (!element.hasAttribute('style') || !('style' in element)) return;
  const { style } = element as HTMLElement;
  const kept = RICH_TEXT_STYLES.map((property) => [property, style.getPropertyValue(property)] as const);
  element.removeAttribute('style');
  for (const [property, value] of kept) if (value && RICH_TEXT_COLOUR.test(value)) style.setProperty(property, value);
  if (!element.getAttribute('style')) element.removeAttribute('style');
}

/** Keeps only Quill's own classes; a class attribute left empty goes. */
function keepEditorClasses(element: Element): void {
  const kept = [...element.classList].filter((name) => name.startsWith(RICH_TEXT_CLASS_PREFIX));
  if (kept.length) element.setAttribute('class', kept.join(' '));
  else element.removeAttribute('class');
}

/** Links always open apart and never hand the opener over. */
function hardenLink(element: Element): void {
  if (element.tagName !== 'A') return;
  if (element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('target');
    element.removeAttribute('rel');
  }
}

/** An `on…=` attribute inside a tag, for the renaming below. */
const INLINE_HANDLER = /(<[^<>]*?[\s/"'])(on[a-z]+\s*=)/gi;

/**
 * Chrome reports a CSP violation for every inline handler it parses, even in DOMPurify's inert document
 * where nothing runs; renaming them to data-* first (which DOMPurify then drops) keeps the console clean.
 * DOMPurify stays the only safety boundary: this pass never has to be complete.
 */
export function renameInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, '$1data-blocked-$2');
  } while (current !== previous);
  return current;
}

// A private instance, so these hooks never leak into another module's DOMPurify.
const purifier = DOMPurify(window);
// DOMPurify's allowlist of attributes is one for all tags: the allowlist's own is per tag.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (!richTextAttributesOf(node.nodeName.toLowerCase()).includes(data.attrName)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  keepColoursOnly(node);
  if (node.hasAttribute('class')) keepEditorClasses(node);
  hardenLink(node);
});

/** The product description as safe HTML for dangerouslySetInnerHTML (sanitised when shown). */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(renameInlineHandlers(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
