import { describe, expect, it } from 'vitest';
import { consentInputSchema, consentWithdrawalSchema } from './consent';
import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from './consent-values';
import { toFieldErrors } from './errors';
import { MSG } from './messages';
import { photoUpdateSchema, photoUploadQuerySchema } from './photo';
import { photosByZone } from './photo-values';

const errors = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => toFieldErrors(r.error?.issues ?? []);

describe('photo metadata', () => {
  it('needs a date taken and a zone of the list; the note is optional', () => {
    expect(photoUploadQuerySchema.parse({ takenOn: '2026-01-15', zone: 'Tempe gauche' })).toEqual({
      takenOn: '2026-01-15',
      zone: 'Tempe gauche',
      note: null,
    });
    expect(errors(photoUploadQuerySchema.safeParse({ zone: 'Menton' }))).toEqual({ takenOn: MSG.required, zone: MSG.invalidPhotoZone });
    expect(errors(photoUpdateSchema.safeParse({ takenOn: '2026-02-30', zone: 'Front', note: 'x'.repeat(1001) }))).toEqual({
      takenOn: MSG.invalidDate,
      note: MSG.tooLong(1000),
    });
  });

  it('refuses a date in the future or before 1990', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const takenOn of [future, '1989-12-31']) {
      expect(errors(photoUploadQuerySchema.safeParse({ takenOn, zone: 'Front' }))).toEqual({ takenOn: MSG.photoDateOutOfRange });
    }
  });

  it('groups a timeline by zone, in the zones’ order, oldest first', () => {
    const photos = [
      { id: 1, zone: 'Nuque', takenOn: '2026-03-01' },
      { id: 2, zone: 'Front', takenOn: '2026-03-01' },
      { id: 3, zone: 'Front', takenOn: '2025-09-01' },
      { id: 4, zone: 'Front', takenOn: '2026-03-01' },
    ] as const;
    expect(photosByZone(photos).map((g) => [g.zone, g.photos.map((p) => p.id)])).toEqual([
      ['Front', [3, 2, 4]],
      ['Nuque', [1]],
    ]);
  });
});

describe('consent', () => {
  it('records a date, a way and the version of the text, the current one by default', () => {
    expect(consentInputSchema.parse({ givenOn: '2026-01-10', method: 'paper' })).toEqual({
      givenOn: '2026-01-10',
      method: 'paper',
      textVersion: CURRENT_CONSENT_VERSION,
    });
    expect(CONSENT_TEXTS[CURRENT_CONSENT_VERSION].paragraphs.length).toBeGreaterThan(0);
    expect(errors(consentInputSchema.safeParse({ givenOn: '', method: 'email', textVersion: '1999' }))).toEqual({
      givenOn: MSG.required,
      method: MSG.invalidConsentMethod,
      textVersion: MSG.invalidConsentVersion,
    });
  });

  it('is withdrawn only with an explicit confirmation', () => {
    expect(consentWithdrawalSchema.safeParse({ confirm: true }).success).toBe(true);
    for (const body of [{}, { confirm: 'true' }, { confirm: false }]) {
      expect(errors(consentWithdrawalSchema.safeParse(body))).toEqual({ confirm: MSG.confirmWithdrawal });
    }
  });
});
