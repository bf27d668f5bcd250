import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '@meche/contracts';
import { consentSheet } from './consent-sheet';

const practice = { practiceName: 'Institut Mèche', practiceAddress: '12 rue Mercière, 69002 Lyon', practicePhone: '04 78 42 17 30', practiceSiret: '', logoUrl: '' };

describe('consent form sheet', () => {
  it('is an A4 portrait sheet with the practice, the client, every paragraph of the text and signature boxes', () => {
    const sheet = consentSheet({ firstName: 'Rose', lastName: 'Durand' }, '2026-01', new Date(2026, 2, 5));
    const html = sheet.body(practice);
    expect(sheet.orientation).toBe('portrait');
    expect(sheet.title).toBe('Consentement Rose Durand');
    expect(html).toContain('Institut Mèche');
    expect(html).toContain('12 rue Mercière, 69002 Lyon');
    expect(html).toContain('Client : Rose Durand');
    expect(html).toContain('Date : 05/03/2026');
    expect(html).toContain(CONSENT_TEXTS['2026-01'].title);
    for (const paragraph of CONSENT_TEXTS['2026-01'].paragraphs) expect(html).toContain(paragraph.replace(/'/g, '&#39;'));
    expect(html).toContain('Version du texte : 2026-01');
    expect(html.match(/class="signature-box"/g)).toHaveLength(2);
  });

  it('escapes the client name', () => {
    const html = consentSheet({ firstName: '<img src=x onerror=alert(1)>', lastName: 'X' }).body(practice);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; X');
  });
});
