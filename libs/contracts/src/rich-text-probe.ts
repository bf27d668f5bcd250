import { RICH_TEXT_TAGS, richTextAttributesOf } from './rich-text';

/** A value each attribute keeps when it is allowed; the last four are never allowed on any tag. */
const PROBE_VALUES: Record<string, string> = {
  style: 'color: red',
  class: 'ql-probe',
  href: 'https://meche.test/',
  target: '_blank',
  rel: 'noopener noreferrer',
  'data-list': 'bullet',
  id: 'probe',
  title: 'probe',
  'data-probe': 'probe',
  onclick: 'probe()',
};
const OTHER_TAGS = ['div', 'img', 'table', 'iframe', 'h4', 'font'];
const VOID_TAGS = new Set(['br', 'img']);
const probeAttributes = Object.entries(PROBE_VALUES).map(([name, value]) => `${name}="${value}"`).join(' ');

/**
 * Every allowed tag and some others, each carrying every attribute any tag may have and some none may: what the API's
 * and the front's sanitisers are both run on, so that they are proven to keep the same allowlist.
 */
export const RICH_TEXT_PROBE = [...RICH_TEXT_TAGS, ...OTHER_TAGS]
  .map((tag) => `<${tag} ${probeAttributes}>${VOID_TAGS.has(tag) ? '' : `x</${tag}>`}`)
  .join('');

/** What a sanitiser keeping exactly the allowlist leaves of the probe: each allowed tag with its sorted attributes. */
export const richTextProbeKept = (): Record<string, string[]> =>
  Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, [...richTextAttributesOf(tag)].sort()]));
