import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { parsePracticeConfig } from './practice-config';
import { buildPrintDocument } from './print-html';
import { sheetHeaderHtml } from './sheet-header';

const config = parsePracticeConfig(
  { practiceName: 'Institut <Lumière>', practiceAddress: '1 rue des Tests', practicePhone: '', logoUrl: '/logo.svg' },
  'https://meche.example',
);

describe('print helpers', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
  });

  it('reads the practice details with an absolute logo URL, and ignores what is not text', () => {
    expect(config.logoUrl).toBe('https://meche.example/logo.svg');
    expect(parsePracticeConfig({ practiceName: 3, logoUrl: '' }, 'https://meche.example')).toEqual({
      practiceName: '',
      practiceAddress: '',
      practicePhone: '',
      practiceSiret: '',
      logoUrl: '',
    });
  });

  it('heads a sheet with the practice block and its own lines, all escaped, empty lines left out', () => {
    const html = sheetHeaderHtml(config, ['Le lundi 23 novembre 2026', 'Client : <b>Dupont</b>']);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('.practice-name')?.textContent).toBe('Institut <Lumière>');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Logo Institut <Lumière>');
    expect([...doc.querySelectorAll('.practice p')].map((p) => p.textContent)).toEqual([
      'Institut <Lumière>',
      '1 rue des Tests',
    ]);
    expect([...doc.querySelectorAll('.sheet-meta p')].map((p) => p.textContent)).toEqual([
      'Le lundi 23 novembre 2026',
      'Client : <b>Dupont</b>',
    ]);
    expect(doc.querySelector('b')).toBeNull();
  });

  it('prints a sheet with one page box and the header layout, from the one stylesheet', () => {
    const html = buildPrintDocument({ title: 'Fiche', html: '<main></main>', orientation: 'portrait' });
    expect(html.match(/@page/g)).toHaveLength(1);
    expect(html).toContain('.sheet-header {');
  });
});
