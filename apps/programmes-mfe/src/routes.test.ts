import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Params } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { programQueries } from '@meche/api-client';
import { startPageSession } from '@meche/runtime/data';
import { routes } from './routes';
import { api, server } from '@meche/testing';

const loaderOf = (path: string) => routes.find((r) => r.path === path)!.loader as (args: { params: Params }) => unknown;
const args = (params: Params) => ({ params });

describe('programmes remote routes: loaders start the first query, never wait for it', () => {
  it("add-care asks for the client's programmes in the page's cache, once while fresh", async () => {
    let reads = 0;
    server.use(
      http.get(api('/programs/:clientId'), ({ params }) => {
        reads += 1;
        expect(params.clientId).toBe('5');
        return HttpResponse.json([]);
      }),
    );
    const { queryClient } = startPageSession();
    expect(loaderOf('add-care')(args({ clientId: '5' }))).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(programQueries.byClient(5).queryKey)).toEqual([]));
    loaderOf('add-care')(args({ clientId: '5' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(1);
  });

  it('planning asks for the programme; an id that is not one asks for nothing', async () => {
    server.use(http.get(api('/program/:id'), () => HttpResponse.json({ id: 7, cares: [] })));
    const { queryClient } = startPageSession();
    expect(loaderOf('planning/:programId')(args({ clientId: '5', programId: 'x' }))).toBeNull();
    expect(loaderOf('planning/:programId')(args({ clientId: '5', programId: '7' }))).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(programQueries.detail(7).queryKey)).toBeDefined());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
