import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StorageStatus } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { STORAGE_TEXTS } from './storage-panel';

const GIB = 1024 ** 3;
const answering = (status: StorageStatus) => server.use(http.get(api('/settings/storage'), () => HttpResponse.json(status)));

/** A paragraph whose text is exactly `text` (no-break spaces kept, which the default matcher folds). */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

async function storageSection() {
  renderApp('/dashboard/settings');
  return within((await screen.findByRole('heading', { name: 'Stockage' })).closest('section') as HTMLElement);
}

describe('the storage on the practice settings page', () => {
  it('shows what photos and logo take against the quota, with no warning while there is room', async () => {
    answering({ usedBytes: 1.5 * GIB, quotaBytes: 20 * GIB });
    const section = await storageSection();
    expect(await section.findByText(paragraph(STORAGE_TEXTS.usage(1.5 * GIB, 20 * GIB)))).toBeInTheDocument();
    expect(STORAGE_TEXTS.usage(1.5 * GIB, 20 * GIB)).toBe('Photos et logo : 1,5 Go utilisés sur 20 Go (7\u00a0%).');
    expect(section.getByRole('progressbar', { name: 'Espace de stockage utilisé' })).toHaveAttribute('value', String(1.5 * GIB));
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the practice is nearly full', async () => {
    answering({ usedBytes: 19 * GIB, quotaBytes: 20 * GIB });
    const section = await storageSection();
    expect(await section.findByRole('alert')).toHaveTextContent(STORAGE_TEXTS.nearlyFull);
  });

  it('says so when the usage cannot be read', async () => {
    server.use(http.get(api('/settings/storage'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    const section = await storageSection();
    expect(await section.findByText(STORAGE_TEXTS.loadError)).toBeInTheDocument();
  });
});
