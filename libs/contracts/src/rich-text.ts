/**
 * The one allowlist of a product description's HTML: what the editor's toolbar makes (headers 1-3, bold, italic,
 * underline, strike, colours, lists, links), nothing more. The API's sanitize-html keeps it when a description is
 * saved; the front's DOMPurify keeps it when one is shown.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ol', 'ul', 'li', 'a'] as const;

/** Attributes kept, per tag ('*': on every allowed tag). Quill marks a bullet list's items with data-list. */
export const RICH_TEXT_ATTRIBUTES = {
  '*': ['style', 'class'],
  a: ['href', 'target', 'rel'],
  li: ['data-list'],
} as const satisfies Record<string, readonly string[]>;

/** Classes kept in `class`: Quill's own (`ql-…`); any other class is dropped. */
export const RICH_TEXT_CLASS_PREFIX = 'ql-';

/** Style properties kept, each only with a colour as Quill writes it: hex, rgb()/rgba() or a keyword (never url()). */
export const RICH_TEXT_STYLES = ['color', 'background-color'] as const;
// No `\s*` before the numbers: the class already takes spaces, and the two quantifiers trading them made a style of
// 'rgb(' and 20,000 spaces cost half a second.
export const RICH_TEXT_COLOUR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d.\s,%]+\)|[a-z]+)$/i;

/** The attributes the allowlist keeps on `tag`. */
export function richTextAttributesOf(tag: string): readonly string[] {
  const own = (RICH_TEXT_ATTRIBUTES as Record<string, readonly string[]>)[tag] ?? [];
  return [...RICH_TEXT_ATTRIBUTES['*'], ...own];
}
