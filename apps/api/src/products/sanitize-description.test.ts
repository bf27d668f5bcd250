import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_PROBE, richTextProbeKept } from '@meche/contracts';
import { sanitizeDescription } from './sanitize-description';

/** The tags left and the attributes each one kept, read from the sanitised HTML. */
function kept(html: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-z0-9]+)(?![a-z0-9])([^>]*)>/g)) {
    found[tag] = [...attributes.matchAll(/\s([a-z-]+)=/g)].map(([, name = '']) => name).sort();
  }
  return found;
}

describe("the API's description sanitiser", () => {
  it('keeps exactly the shared allowlist: its tags, and on each the attributes it lists', () => {
    expect(kept(sanitizeDescription(RICH_TEXT_PROBE))).toEqual(richTextProbeKept());
  });

  it("keeps Quill's classes only, and colours only in style", () => {
    expect(sanitizeDescription('<p class="ql-indent-1 evil" style="color:#e60000;position:fixed">a</p>')).toBe(
      '<p class="ql-indent-1" style="color:#e60000">a</p>',
    );
    expect(sanitizeDescription('<ol><li data-list="bullet">un</li></ol>')).toBe('<ol><li data-list="bullet">un</li></ol>');
    expect(Object.keys(RICH_TEXT_ATTRIBUTES)).toContain('li');
  });
});
