import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoryQueries } from './categories';
import { clientListParams, clientQueries, getClients } from './clients';
import { getProducts, productListParams, productQueries } from './products';
import { programQueries } from './programs';
import { server } from '@meche/testing';
import {
  CATEGORIES_GC_MS,
  CATEGORIES_STALE_MS,
  CLIENTS_STALE_MS,
  PRODUCT_DETAIL_STALE_MS,
  PRODUCTS_STALE_MS,
  PROGRAMS_STALE_MS,
} from './timings';
import { userQueries } from './users';

const emptyPage = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 20 };

describe('client list parameters', () => {
  it('fills the spec defaults: page 0, 20 per page, sorted by lastName ascending', () => {
    expect(clientListParams()).toEqual({ page: 0, size: 20, search: '', sortBy: 'lastName', direction: 'asc' });
    expect(clientListParams({ page: 2, search: 'dup' })).toEqual({
      page: 2,
      size: 20,
      search: 'dup',
      sortBy: 'lastName',
      direction: 'asc',
    });
  });

  it('gives equal lists one cache entry, under the lists key', () => {
    const implicit = clientQueries.list({ search: 'dup' }).queryKey;
    const explicit = clientQueries.list({
      page: 0,
      size: 20,
      search: 'dup',
      sortBy: 'lastName',
      direction: 'asc',
    }).queryKey;
    expect(implicit).toEqual(explicit);
    expect(implicit.slice(0, 2)).toEqual([...clientQueries.lists()]);
    expect(clientQueries.list({ page: 1 }).queryKey).not.toEqual(clientQueries.list({ page: 0 }).queryKey);
  });

  it('sends the normalised query string', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get('/api/clients', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(emptyPage);
      }),
    );
    await getClients(clientListParams({ page: 1, search: 'é' }));
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      size: '20',
      search: 'é',
      sortBy: 'lastName',
      direction: 'asc',
    });
  });

  it('caches 5 minutes, refetches on focus and keeps the previous page while loading', () => {
    const options = clientQueries.list();
    expect(options.staleTime).toBe(CLIENTS_STALE_MS);
    expect(CLIENTS_STALE_MS).toBe(300_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.placeholderData).toBeTypeOf('function');
  });
});

describe('product list parameters', () => {
  it('fills page 0 and 20 per page, and shares keys for equal lists', async () => {
    expect(productListParams()).toEqual({ page: 0, size: 20, search: '' });
    expect(productQueries.list().queryKey).toEqual(productQueries.list({ page: 0, size: 20, search: '' }).queryKey);
    expect(productQueries.list().staleTime).toBe(PRODUCTS_STALE_MS);

    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get('/api/products', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(emptyPage);
      }),
    );
    await getProducts(productListParams({ search: 'gel' }));
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '0', size: '20', search: 'gel' });
  });
});

describe('query keys', () => {
  it('go from generic to specific, so a resource can be invalidated as a whole', () => {
    expect(clientQueries.detail(4).queryKey).toEqual(['clients', 'detail', 4]);
    expect(productQueries.detail(4).queryKey).toEqual(['products', 'detail', 4]);
    expect(categoryQueries.list().queryKey).toEqual(['categories', 'list']);
    expect(programQueries.byClient(4).queryKey).toEqual(['programs', 'client', 4]);
    expect(programQueries.detail(9).queryKey).toEqual(['programs', 'detail', 9]);
    expect(userQueries.detail(1).queryKey).toEqual(['users', 'detail', 1]);
  });

  it('carry the cache timings', () => {
    expect(categoryQueries.list()).toMatchObject({ staleTime: CATEGORIES_STALE_MS, gcTime: CATEGORIES_GC_MS });
    expect([CATEGORIES_STALE_MS, CATEGORIES_GC_MS]).toEqual([120_000, 300_000]);
    expect(productQueries.detail(1)).toMatchObject({
      staleTime: PRODUCT_DETAIL_STALE_MS,
      gcTime: PRODUCT_DETAIL_STALE_MS,
    });
    expect(programQueries.detail(1)).toMatchObject({ staleTime: PROGRAMS_STALE_MS, gcTime: PROGRAMS_STALE_MS });
    expect([PRODUCT_DETAIL_STALE_MS, PROGRAMS_STALE_MS]).toEqual([300_000, 300_000]);
  });
});
