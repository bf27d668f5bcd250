import sanitizeHtml from 'sanitize-html';
import { EDITOR_LINK_PROTOCOLS } from '@meche/contracts';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

/** The allowlist is the editor's toolbar: headers 1-3, bold, italic, underline, strike, colours, lists, links. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style', 'class'],
    li: ['data-list', 'style', 'class'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: { '*': { color: [COLOR], 'background-color': [COLOR] } },
  allowedSchemes: [...EDITOR_LINK_PROTOCOLS],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
