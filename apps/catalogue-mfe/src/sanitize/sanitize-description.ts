import DOMPurify from 'dompurify';
import { EDITOR_LINK_PROTOCOLS } from '@meche/contracts';

/** What the editor's toolbar can produce (SPEC §2), nothing more. */
const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ol', 'ul', 'li', 'a'];
const ALLOWED_ATTR = ['href', 'style', 'target', 'rel'];

/** Only the editor's link protocols, or a relative URL; like DOMPurify's default pattern otherwise. */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${EDITOR_LINK_PROTOCOLS.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** A colour as Quill writes it: hex, rgb()/rgba() or a plain keyword; never url(), expression() or var(). */
const SAFE_COLOUR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]+)$/i;

/** Keeps only text and background colour from a style attribute: no position, size or url tricks. */
function keepColoursOnly(element: Element): void {
  // Duck-typed: the sanitised document is not always the page's realm.
  if (!element.hasAttribute('style') || !('style' in element)) return;
  const { style } = element as HTMLElement;
  const colour = style.color;
  const background = style.backgroundColor;
  element.removeAttribute('style');
  if (colour && SAFE_COLOUR.test(colour)) style.color = colour;
  if (background && SAFE_COLOUR.test(background)) style.backgroundColor = background;
  if (!element.getAttribute('style')) element.removeAttribute('style');
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
purifier.addHook('afterSanitizeAttributes', (node) => {
  keepColoursOnly(node);
  hardenLink(node);
});

/** The product description as safe HTML for dangerouslySetInnerHTML (SPEC §5: sanitised when shown). */
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
