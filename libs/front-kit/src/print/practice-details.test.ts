import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQueries } from '@meche/api-client';
import type { PracticeSettings } from '@meche/contracts';
import { loadPracticeDetails } from './practice-details';

const DEFAULTS = { practiceName: 'Institut Config', practiceAddress: '1 rue du Défaut', practicePhone: '01 02 03 04 05', logoUrl: '' };

afterEach(() => vi.restoreAllMocks());

function withSettings(settings: PracticeSettings, logo?: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(DEFAULTS));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(settingsQueries.detail().queryKey, settings);
  if (logo) queryClient.setQueryData(settingsQueries.logoDataUrl(settings.modified).queryKey, logo);
  return queryClient;
}

describe('practice details of a sheet', () => {
  it("prints the practitioner's settings, each empty one falling back to config.json, and the logo inlined", async () => {
    const queryClient = withSettings(
      { name: 'Cabinet Lumière', address: null, phone: '06 11 22 33 44', siret: '12345678900012', hasLogo: true, modified: '2026-11-24T02:00:00.000Z' },
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(await loadPracticeDetails(queryClient)).toEqual({
      practiceName: 'Cabinet Lumière',
      practiceAddress: '1 rue du Défaut',
      practicePhone: '06 11 22 33 44',
      practiceSiret: '12345678900012',
      logoUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });
});
