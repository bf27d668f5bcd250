import sanitizeHtml from 'sanitize-html';
import {
  EDITOR_LINK_PROTOCOLS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIX,
  RICH_TEXT_COLOUR,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
} from '@meche/contracts';

/** The shared allowlist, in sanitize-html's terms: attributes per tag, classes by prefix, colours only. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: { '*': [`${RICH_TEXT_CLASS_PREFIX}*`] },
  allowedStyles: { '*': Object.fromEntries(RICH_TEXT_STYLES.map((property) => [property, [RICH_TEXT_COLOUR]])) },
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
