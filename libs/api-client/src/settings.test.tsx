import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { PracticeSettings } from '@meche/contracts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deleteCategory, updateCategory } from './categories';
import { getPracticeLogoDataUrl, settingsQueries, useUploadPracticeLogo } from './settings';
import { server } from '@meche/testing';

const settings: PracticeSettings = { name: 'Institut', address: null, phone: null, siret: null, hasLogo: true, modified: '2026-01-01T00:00:00.000Z' };

describe('practice settings calls', () => {
  it('uploads the file itself as the body with its own type, and caches the settings answered', async () => {
    let received: { type: string | null; size: number } | null = null;
    server.use(
      mswHttp.put('/api/settings/logo', async ({ request }) => {
        received = { type: request.headers.get('content-type'), size: (await request.arrayBuffer()).byteLength };
        return HttpResponse.json(settings);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUploadPracticeLogo(), { wrapper });
    await act(() => result.current.mutateAsync(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })));
    expect(received).toEqual({ type: 'image/png', size: 4 });
    expect(queryClient.getQueryData(settingsQueries.detail().queryKey)).toEqual(settings);
  });

  it('reads the storage usage under the settings key, fresh on every visit', async () => {
    server.use(mswHttp.get('/api/settings/storage', () => HttpResponse.json({ usedBytes: 10, quotaBytes: 100 })));
    const options = settingsQueries.storage();
    expect(options.queryKey).toEqual(['settings', 'storage']);
    expect(options.staleTime).toBe(0);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(options)).toEqual({ usedBytes: 10, quotaBytes: 100 });
  });

  it('reads the private logo through the session into a data URL a print window can hold', async () => {
    server.use(mswHttp.get('/api/settings/logo', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } })));
    expect(await getPracticeLogoDataUrl()).toBe('data:image/jpeg;base64,AQID');
  });
});

describe('category changes that saved programmes use', () => {
  it('ask the server first, and send ?confirm=true once confirmed', async () => {
    const urls: string[] = [];
    server.use(
      mswHttp.delete('/api/category/:id', ({ request }) => {
        urls.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
      mswHttp.put('/api/category/:id', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ id: 3, userId: 1, name: 'Soins', tva: 'TVA20%' });
      }),
    );
    await deleteCategory(3);
    await deleteCategory(3, true);
    await updateCategory(3, { name: 'Soins', tva: 'TVA20%' }, true);
    expect(urls.map((u) => new URL(u).pathname + new URL(u).search)).toEqual(['/api/category/3', '/api/category/3?confirm=true', '/api/category/3?confirm=true']);
  });
});
