import { describe, expect, it } from 'vitest';
import { EDITOR_FORMATS, EDITOR_HISTORY, EDITOR_LINK_PROTOCOL_LIST, EDITOR_TOOLBAR, normaliseEditorHtml } from './editor-config';

describe('editor configuration', () => {
  it('has exactly the toolbar of the spec', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      [{ header: [1, 2, 3, false] }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ color: [] }, { background: [] }],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['link'],
      ['clean'],
    ]);
    expect(EDITOR_FORMATS).toEqual(['header', 'bold', 'italic', 'underline', 'strike', 'color', 'background', 'list', 'link']);
  });

  it('keeps 100 undo steps merged within 1 s, and links to five protocols', () => {
    expect(EDITOR_HISTORY).toEqual({ delay: 1000, maxStack: 100, userOnly: true });
    expect(EDITOR_LINK_PROTOCOL_LIST).toEqual(['http', 'https', 'mailto', 'tel', 'sms']);
  });

  it("turns Quill's &nbsp; back into spaces but leaves a typed '&nbsp;' escaped", () => {
    expect(normaliseEditorHtml('<p>a&nbsp;b</p>', 'a b')).toBe('<p>a b</p>');
    expect(normaliseEditorHtml('<p>&amp;nbsp;</p>', '&nbsp;')).toBe('<p>&amp;nbsp;</p>');
    expect(normaliseEditorHtml('<p></p>', '\n')).toBe('');
  });
});
