import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startPageSession } from '@meche/runtime/data';
import { clientListQuery } from './client-list-query';
import { prefetchFirstPage } from './prefetch-first-page';
import { api, makeSummary, pageOf, server } from '@meche/testing';

describe('prefetchFirstPage', () => {
  it("puts page 0 (no search) in the page's cache under the list's own key, once while fresh", async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.get(api('/clients'), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(pageOf([makeSummary(1, 'Dupont')]));
      }),
    );
    const { queryClient } = startPageSession();
    prefetchFirstPage();
    const key = clientListQuery({ page: 0, search: '' }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    expect(seen).toHaveLength(1);
    expect(new URLSearchParams(seen[0]).get('page')).toBe('0');

    prefetchFirstPage();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(1);
  });
});
