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

  it('carries the signature the client drew on her link, with when and from where', () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const consent = {
      givenOn: '2026-03-05',
      method: 'link' as const,
      textVersion: '2026-01',
      recordedAt: '2026-03-05T17:45:00.000Z',
      recordedBy: 1,
      signature,
      signedFrom: { address: '203.0.113.7', browser: 'Mozilla/5.0 <iPhone>' },
    };
    const html = consentSheet({ firstName: 'Rose', lastName: 'Durand', consent }).body(practice);
    expect(html).toContain(`<img src="${signature}" alt="Signature du client">`);
    expect(html).toContain('Signé le 5 mars 2026 à 18:45, sur le lien personnel envoyé au client');
    expect(html).toContain('Depuis l’adresse 203.0.113.7 · Mozilla/5.0 &lt;iPhone&gt;');
    expect(html).not.toContain('lu et approuvé');
  });
});
