import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, richTextAttributesOf } from '@meche/contracts';
import { sanitizeDescription } from './sanitize-description';

/** A value each attribute keeps when it is allowed; the last four are never allowed. */
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

/** Every tag, allowed or not, carrying every attribute any tag may have, and some none may. */
const probe = [...RICH_TEXT_TAGS, ...OTHER_TAGS]
  .map((tag) => `<${tag} ${probeAttributes}>${VOID_TAGS.has(tag) ? '' : `x</${tag}>`}`)
  .join('');

/** The tags left and the attributes each one kept, read from the sanitised HTML. */
function kept(html: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-z0-9]+)([^>]*)>/g)) {
    found[tag] = [...attributes.matchAll(/\s([a-z-]+)=/g)].map(([, name = '']) => name).sort();
  }
  return found;
}

describe("the API's description sanitiser", () => {
  it('keeps exactly the shared allowlist: its tags, and on each the attributes it lists', () => {
    const expected = Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, [...richTextAttributesOf(tag)].sort()]));
    expect(kept(sanitizeDescription(probe))).toEqual(expected);
  });

  it("keeps Quill's classes only, and colours only in style", () => {
    expect(sanitizeDescription('<p class="ql-indent-1 evil" style="color:#e60000;position:fixed">a</p>')).toBe(
      '<p class="ql-indent-1" style="color:#e60000">a</p>',
    );
    expect(sanitizeDescription('<ol><li data-list="bullet">un</li></ol>')).toBe('<ol><li data-list="bullet">un</li></ol>');
    expect(Object.keys(RICH_TEXT_ATTRIBUTES)).toContain('li');
  });
});
