import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { http } from './http';
import { pageQueryClient, startPageSession } from './page-session';
import { createQueryClient, QUERY_RETRIES, retryDelay, shouldRetry, UNUSED_DATA_GC_MS } from './query-client';

/** A read of one client, as api-client's getClient makes it through the one HTTP client. */
const getClient = async (id: number) => (await http.get(`/client/${id}`)).data;

function countingClientEndpoint(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    mswHttp.get('/api/client/:id', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

async function failedCall(answer: () => Response): Promise<unknown> {
  countingClientEndpoint(answer);
  return getClient(1).catch((error: unknown) => error);
}

describe('retry policy', () => {
  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("waits what a 503's Retry-After asks (capped at 30 s) instead of its own delay", async () => {
    const shed = await failedCall(() =>
      HttpResponse.json({ message: 'Service momentanément indisponible.' }, { status: 503, headers: { 'Retry-After': '1' } }),
    );
    expect([0, 1, 2].map((n) => retryDelay(n, shed))).toEqual([1000, 1000, 1000]);
    expect(shouldRetry(0, shed)).toBe(true);
    const long = await failedCall(() => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '120' } }));
    expect(retryDelay(0, long)).toBe(30_000);
    const withoutHeader = await failedCall(() => HttpResponse.json({}, { status: 503 }));
    expect(retryDelay(2, withoutHeader)).toBe(4000);
  });

  it('retries a 5xx or a network failure up to 3 times', async () => {
    const serverError = await failedCall(() =>
      HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 }),
    );
    const network = await failedCall(() => HttpResponse.error());
    for (const error of [serverError, network]) {
      expect([0, 1, 2].map((n) => shouldRetry(n, error))).toEqual([true, true, true]);
      expect(shouldRetry(QUERY_RETRIES, error)).toBe(false);
    }
  });

  it('never retries a 4xx: asking again will not make it right', async () => {
    for (const status of [400, 401, 403, 404, 409, 412, 429]) {
      const error = await failedCall(() => HttpResponse.json({ message: 'non' }, { status }));
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('is what the QueryClient uses: 1 + 3 calls on a 500, 1 call on a 404', async () => {
    const queryClient = createQueryClient();
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(UNUSED_DATA_GC_MS);
    expect(UNUSED_DATA_GC_MS).toBe(5 * 60_000);

    const failing = countingClientEndpoint(() => HttpResponse.json({ message: 'x' }, { status: 503 }));
    await expect(
      queryClient.fetchQuery({ queryKey: ['a'], queryFn: () => getClient(1), retryDelay: 1 }),
    ).rejects.toBeDefined();
    expect(failing.count).toBe(4);

    const missing = countingClientEndpoint(() => HttpResponse.json({ message: 'x' }, { status: 404 }));
    await expect(
      queryClient.fetchQuery({ queryKey: ['b'], queryFn: () => getClient(1), retryDelay: 1 }),
    ).rejects.toBeDefined();
    expect(missing.count).toBe(1);
  });

  it('never retries a mutation: a POST may have been applied already', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("keeps the page's client for code outside React (a route's lazy giving a query a head start)", () => {
    const { queryClient } = startPageSession();
    expect(pageQueryClient()).toBe(queryClient);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(UNUSED_DATA_GC_MS);
  });
});

describe('http', () => {
  it('sends credentials to the relative /api base', async () => {
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.withCredentials).toBe(true);
    let url = '';
    server.use(
      mswHttp.get('/api/client/:id', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ id: 3 });
      }),
    );
    await getClient(3);
    expect(new URL(url).pathname).toBe('/api/client/3');
  });
});
