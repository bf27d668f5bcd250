import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportPreview, type ImportRefusal } from '@meche/contracts';
import { server } from '@meche/testing';
import { categoryQueries } from './categories';
import { clientQueries } from './clients';
import { commitImport, downloadExport, importRefusal, previewImport, useCommitImport, useDownloadExport, useImportPreview, type ImportUpload } from './import-export';
import { productQueries } from './products';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const emptyPage = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 20 };
const csv = new File(['Nom;Prénom;Sexe\r\nDupré;Hélène;F\r\n'], 'clients.csv', { type: 'text/csv' });

describe('import', () => {
  it('sends the file as the body, its name and the mapping in the query', async () => {
    let seen: { url: URL; type: string | null; body: string } | undefined;
    server.use(
      mswHttp.post('/api/import/:kind/preview', async ({ request }) => {
        seen = { url: new URL(request.url), type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ kind: 'clients' } as ImportPreview);
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useImportPreview('clients'), { wrapper });
    const upload: ImportUpload = { file: csv, mapping: { Nom: 'lastName', Prénom: null } };
    await act(() => result.current.mutateAsync(upload));
    expect(seen?.url.pathname).toBe('/api/import/clients/preview');
    expect(seen?.url.searchParams.get('fileName')).toBe('clients.csv');
    expect(JSON.parse(seen?.url.searchParams.get('mapping') ?? '')).toEqual({ Nom: 'lastName', Prénom: null });
    expect(seen?.type).toBe('text/csv');
    expect(seen?.body).toBe('Nom;Prénom;Sexe\r\nDupré;Hélène;F\r\n');
    // A Blob without a name or a type: no fileName, sent as bytes.
    await previewImport('products', new Blob(['x']));
    expect(seen?.url.pathname).toBe('/api/import/products/preview');
    expect(seen?.url.search).toBe('');
    expect(seen?.type).toBe('application/octet-stream');
  });

  it('a commit refreshes the products and categories lists; a 422 gives its refusals', async () => {
    const refusal: ImportRefusal = { message: IMPORT_MSG.refused(1), errors: [{ line: 2, column: 'Prix', message: 'x' }], errorCount: 1, refusedRows: 1 };
    let refuse = true;
    server.use(
      mswHttp.post('/api/import/:kind', ({ request }) =>
        refuse ? HttpResponse.json(refusal, { status: 422 }) : HttpResponse.json({ created: 1, merged: 0, skipped: new URL(request.url).searchParams.get('duplicates') === 'skip' ? 2 : 0 }),
      ),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(productQueries.list().queryKey, emptyPage);
    queryClient.setQueryData(categoryQueries.list().queryKey, []);
    queryClient.setQueryData(clientQueries.list().queryKey, emptyPage);
    const { result } = renderHook(() => useCommitImport('products'), { wrapper });
    const error = await result.current.mutateAsync({ file: csv, duplicates: 'skip' }).catch((e: unknown) => e);
    expect(importRefusal(error)).toEqual(refusal);
    expect(importRefusal(new Error('réseau'))).toBeUndefined();
    refuse = false;
    await act(async () => expect(await result.current.mutateAsync({ file: csv, duplicates: 'skip' })).toEqual({ created: 1, merged: 0, skipped: 2 }));
    expect(queryClient.getQueryState(productQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(categoryQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(clientQueries.list().queryKey)?.isInvalidated).toBe(false);
    expect(await commitImport('clients', csv, undefined, 'merge')).toEqual({ created: 1, merged: 0, skipped: 0 });
  });
});

describe('export', () => {
  it('gives the file and the name the server chose; a refusal reads as JSON', async () => {
    server.use(
      mswHttp.post('/api/export/:kind', async ({ request }) => {
        const body = (await request.json()) as { format: string; health?: boolean };
        if (body.health) return HttpResponse.json({ message: IMPORT_MSG.healthOnlyForClients }, { status: 400 });
        return new HttpResponse('\uFEFFNom;Prénom\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="meche-clients-2026-11-25.csv"' },
        });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useDownloadExport('clients'), { wrapper });
    const file = await act(() => result.current.mutateAsync({ format: 'csv' }));
    expect(file.fileName).toBe('meche-clients-2026-11-25.csv');
    expect(await file.blob.text()).toContain('Nom;Prénom');
    const error = (await downloadExport('products', { format: 'csv', health: true }).catch((e: unknown) => e)) as { response: { data: unknown } };
    expect(error.response.data).toEqual({ message: IMPORT_MSG.healthOnlyForClients });
  });
});
