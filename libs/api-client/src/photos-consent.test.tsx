import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Client, Photo } from '@meche/contracts';
import { clientQueries } from './clients';
import { useWithdrawConsent } from './consent';
import { getPhotoDataUrl, photoQueries, uploadPhoto, useDeletePhoto } from './photos';
import { server } from '@meche/testing';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const photo = { id: 4, zone: 'Front', takenOn: '2026-01-10' } as Photo;

describe('photo and consent calls', () => {
  it('sends the image itself as the body, with its type, and date, zone and note in the query', async () => {
    let seen: { type: string | null; bytes: number; query: Record<string, string> } | undefined;
    server.use(
      mswHttp.post('/api/client/:id/photos', async ({ request }) => {
        seen = { type: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength, query: Object.fromEntries(new URL(request.url).searchParams) };
        return HttpResponse.json(photo, { status: 201 });
      }),
    );
    await uploadPhoto({ clientId: 3, file: new Blob([new Uint8Array(5)], { type: 'image/png' }), takenOn: '2026-01-10', zone: 'Front', note: 'Début' });
    expect(seen).toEqual({ type: 'image/png', bytes: 5, query: { takenOn: '2026-01-10', zone: 'Front', note: 'Début' } });
  });

  it('reads a thumbnail with the session into a data: URL (the page allows no blob: image)', async () => {
    server.use(mswHttp.get('/api/photo/:id/thumbnail', () => new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })));
    expect(await getPhotoDataUrl(4, 'thumbnail')).toBe('data:image/jpeg;base64,/9j/');
  });

  it('deleting a photo drops its images from the cache and refreshes the list', async () => {
    server.use(mswHttp.delete('/api/photo/:id', () => new HttpResponse(null, { status: 204 })), mswHttp.get('/api/client/:id/photos', () => HttpResponse.json([])));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(photoQueries.image(4, 'thumbnail').queryKey, 'data:x');
    queryClient.setQueryData(photoQueries.list(3).queryKey, [photo]);
    const { result } = renderHook(() => useDeletePhoto(3), { wrapper });
    await act(() => result.current.mutateAsync(4));
    expect(queryClient.getQueryData(photoQueries.image(4, 'thumbnail').queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(photoQueries.list(3).queryKey)?.isInvalidated).toBe(true);
  });

  it('withdrawing consent sends the explicit yes, stores the file as answered and forgets every photo', async () => {
    let body: unknown;
    const client = { id: 3, consent: null } as Client;
    server.use(
      mswHttp.post('/api/client/:id/consent/withdrawal', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ client, erasedAnswers: 4, erasedPhotos: 1 });
      }),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(photoQueries.list(3).queryKey, [photo]);
    queryClient.setQueryData(photoQueries.image(4, 'image').queryKey, 'data:x');
    const { result } = renderHook(() => useWithdrawConsent(3), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(body).toEqual({ confirm: true });
    expect(queryClient.getQueryData(clientQueries.detail(3).queryKey)).toEqual(client);
    expect(queryClient.getQueryData(photoQueries.list(3).queryKey)).toEqual([]);
    expect(queryClient.getQueryData(photoQueries.image(4, 'image').queryKey)).toBeUndefined();
  });
});
