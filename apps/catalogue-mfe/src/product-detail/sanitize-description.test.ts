import { describe, expect, it } from 'vitest';
import { RICH_TEXT_PROBE, richTextProbeKept } from '@meche/contracts';
import { renameInlineHandlers, sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription (the description is sanitised when shown)', () => {
  it('keeps the formatting the toolbar makes', () => {
    const html =
      '<h2>Titre</h2><p><strong>gras</strong> <em>it</em> <u>s</u> <s>b</s> ' +
      '<span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">c</span></p>' +
      '<ol><li>un</li></ol><ul><li>deux</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('keeps allowed links and forces them to open apart without the opener', () => {
    for (const href of ['https://meche.test/a', 'http://meche.test', 'mailto:a@b.fr', 'tel:0102', 'sms:0102']) {
      expect(sanitizeDescription(`<a href="${href}">lien</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer">lien</a>`,
      );
    }
  });

  it.each([
    ['<script>window.__xss=1</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="window.__xss=1">', ''],
    ['<p onclick="window.__xss=1">texte</p>', '<p>texte</p>'],
    ['<a href="javascript:window.__xss=1">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<p style="position:fixed;top:0;left:0;width:100%;height:100%">voile</p>', '<p>voile</p>'],
    ['<span style="color:red;background-image:url(javascript:alert(1))">c</span>', '<span style="color: red;">c</span>'],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ])('neutralises %s', (dirty, clean) => {
    expect(sanitizeDescription(dirty)).toBe(clean);
  });

  it('answers an empty string for no description', () => {
    expect(sanitizeDescription(null)).toBe('');
    expect(sanitizeDescription('')).toBe('');
  });

  it('renames inline handlers before parsing, so the browser never sees one', () => {
    expect(renameInlineHandlers('<img src=x onerror="a()" onload=b()><svg/onload=c()>')).toBe(
      '<img src=x data-blocked-onerror="a()" data-blocked-onload=b()><svg/data-blocked-onload=c()>',
    );
    expect(renameInlineHandlers('<p>bonjour on=1</p>')).toBe('<p>bonjour on=1</p>');
    expect(sanitizeDescription('<p onclick="x()" class="a">texte</p>')).toBe('<p>texte</p>');
  });
});

describe('the shared allowlist, as the API keeps it', () => {
  /** The tags left and the attributes each one kept. */
  function kept(html: string): Record<string, string[]> {
    const template = document.createElement('template');
    template.innerHTML = html;
    const found: Record<string, string[]> = {};
    for (const element of template.content.querySelectorAll('*')) {
      found[element.localName] = element.getAttributeNames().sort();
    }
    return found;
  }

  it('keeps exactly its tags, and on each the attributes it lists', () => {
    expect(kept(sanitizeDescription(RICH_TEXT_PROBE))).toEqual(richTextProbeKept());
  });

  it("keeps Quill's classes and list markers", () => {
    expect(sanitizeDescription('<p class="ql-indent-1 evil">a</p><ol><li data-list="bullet">un</li></ol>')).toBe(
      '<p class="ql-indent-1">a</p><ol><li data-list="bullet">un</li></ol>',
    );
  });
});
