import { screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, makeClient, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const client = makeClient({ stress: 'Oui, au travail', pelade: 'Non' });
/** The bytes of an empty zip archive (its end-of-central-directory record): the button saves what it gets. */
const zipBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const exported = () => HttpResponse.arrayBuffer(zipBytes.buffer, { headers: { 'Content-Type': 'application/zip' } });

/** Captures what the button hands to the browser's download: the blob and the file name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:meche-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

function serve(exportHandler: Parameters<typeof mswHttp.post>[1]) {
  let calls = 0;
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([]))),
    mswHttp.post(api('/client/:id/export'), (info) => {
      calls += 1;
      return exportHandler(info);
    }),
  );
  return () => calls;
}

async function openFile() {
  const rendered = renderRemote(routes, '/dashboard/client/7');
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe("'Exporter' on the client file", { timeout: 20_000 }, () => {
  it('downloads POST /api/client/{id}/export as client-<id>.zip', async () => {
    const calls = serve(exported);
    const { blobs, names } = captureDownloads();
    const { user } = await openFile();

    await user.click(screen.getByRole('button', { name: 'Exporter' }));

    await waitFor(() => expect(names).toEqual(['client-7.zip']));
    expect(calls()).toBe(1);
    expect(blobs[0]!.type).toBe('application/zip');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(zipBytes);
  });

  it('is disabled while the export runs, so a double click downloads once', async () => {
    const calls = serve(async () => {
      await delay(200);
      return exported();
    });
    const { names } = captureDownloads();
    const { user } = await openFile();
    const button = screen.getByRole('button', { name: 'Exporter' });

    await user.dblClick(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(names).toEqual(['client-7.zip']));
    await waitFor(() => expect(button).toBeEnabled());
    expect(calls()).toBe(1);
  });

  it('says why when the export fails, and downloads nothing', async () => {
    serve(() => HttpResponse.json({ message: 'Client introuvable.' }, { status: 404 }));
    const { names } = captureDownloads();
    const { user } = await openFile();

    await user.click(screen.getByRole('button', { name: 'Exporter' }));

    expect(await screen.findByText('Error: Client introuvable.')).toBeInTheDocument();
    expect(names).toEqual([]);
  });
});
