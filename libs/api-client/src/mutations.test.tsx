import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Client, Product } from '@meche/contracts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { clientQueries, useDeleteClient } from './clients';
import { productQueries, useUpdateProduct } from './products';
import { server } from '@meche/testing';

const emptyPage = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 20 };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('mutations keep the cache true', () => {
  it('deleting a client drops its detail and marks every client list stale', async () => {
    server.use(mswHttp.delete('/api/client/:id', () => new HttpResponse(null, { status: 204 })));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(clientQueries.detail(5).queryKey, { id: 5 } as Client);
    queryClient.setQueryData(clientQueries.list({ page: 0 }).queryKey, emptyPage);
    queryClient.setQueryData(clientQueries.list({ page: 1 }).queryKey, emptyPage);

    const { result } = renderHook(() => useDeleteClient(), { wrapper });
    await act(() => result.current.mutateAsync(5));

    expect(queryClient.getQueryData(clientQueries.detail(5).queryKey)).toBeUndefined();
    for (const page of [0, 1]) {
      expect(queryClient.getQueryState(clientQueries.list({ page }).queryKey)?.isInvalidated).toBe(true);
    }
  });

  it('updating a product stores the answer as its detail and refreshes the lists', async () => {
    const saved: Product = {
      id: 2,
      userId: 1,
      name: 'Lotion',
      type: 'soin',
      refProduct: 'L1',
      productPrice: 12.5,
      description: '',
      categoryDTO: null,
      contraindications: [],
    };
    server.use(mswHttp.put('/api/product/:id', () => HttpResponse.json(saved)));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(productQueries.list().queryKey, emptyPage);

    const { result } = renderHook(() => useUpdateProduct(2), { wrapper });
    await act(() =>
      result.current.mutateAsync({ name: 'Lotion', type: 'soin', refProduct: 'L1', productPrice: 12.5 }),
    );

    expect(queryClient.getQueryData(productQueries.detail(2).queryKey)).toEqual(saved);
    expect(queryClient.getQueryState(productQueries.list().queryKey)?.isInvalidated).toBe(true);
  });
});
