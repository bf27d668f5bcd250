import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IMPORT_FIELDS, IMPORT_FIELD_LABELS, IMPORT_MAX_BYTES, IMPORT_REQUIRED_FIELDS, type ImportMapping, type ImportPreview } from '@meche/contracts';
import { api, makeSummary, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const FIELDS = CLIENT_IMPORT_FIELDS.map((field) => ({ field, label: IMPORT_FIELD_LABELS[field], required: IMPORT_REQUIRED_FIELDS.includes(field) }));
const HEADERS = ['Nom', 'Prénom', 'Civilité', 'Né(e) le', 'Portable'];
const AUTO: ImportMapping = { Nom: 'lastName', Prénom: 'firstName', Civilité: 'sex', 'Né(e) le': 'birthday', Portable: 'mobilePhone' };

/** What the server reads in the file: 4 lines, line 3's date refused, line 5 the same mobile as a client on record. */
function previewOf(mapping: ImportMapping): ImportPreview {
  const withDates = mapping['Né(e) le'] === 'birthday';
  return {
    kind: 'clients',
    format: 'csv',
    encoding: 'windows-1252',
    separator: ';',
    headers: HEADERS,
    mapping,
    fields: FIELDS,
    total: 4,
    rows: [
      { line: 2, values: { lastName: 'Lefèvre', firstName: 'Zoé', sex: 'F', birthday: withDates ? '1990-04-03' : null, mobilePhone: '0611223344' } },
      { line: 4, values: { lastName: 'Roux', firstName: 'Éloi', sex: 'M', birthday: null, mobilePhone: null } },
    ],
    errors: withDates ? [{ line: 3, column: 'Né(e) le', message: 'Date invalide : jj/mm/aaaa attendu.' }] : [],
    errorCount: withDates ? 1 : 0,
    refusedRows: withDates ? 1 : 0,
    duplicates: [{ line: 5, reason: 'mobile', existing: { id: 9, label: 'Dupont Jean' }, otherLine: null }],
    duplicateCount: 1,
  };
}

interface Sent {
  path: string;
  params: URLSearchParams;
  bytes: string;
}

/** The list, the preview (answered for the mapping sent) and the commit (answered by `commit`). */
function serve(commit: () => Response | Promise<Response> = () => HttpResponse.json({ created: 3, merged: 0, skipped: 1 })) {
  const sent: Sent[] = [];
  let listReads = 0;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    sent.push({ path: url.pathname, params: url.searchParams, bytes: await request.text() });
    return url.searchParams;
  };
  server.use(
    mswHttp.get(api('/clients'), () => (++listReads, HttpResponse.json(pageOf([makeSummary(1, 'Dupont', 'Jean')])))),
    mswHttp.post(api('/import/clients/preview'), async ({ request }) => {
      const params = await record(request);
      const mapping = params.get('mapping');
      return HttpResponse.json(previewOf(mapping ? (JSON.parse(mapping) as ImportMapping) : AUTO));
    }),
    mswHttp.post(api('/import/clients'), async ({ request }) => {
      await record(request);
      return commit();
    }),
  );
  return { sent, listReads: () => listReads };
}

const csv = () => new File(['Nom;Prénom;Civilité;Né(e) le;Portable\r\n'], 'clients.csv', { type: 'text/csv' });

async function openImport() {
  const rendered = renderRemote(routes, '/dashboard/clients');
  await screen.findByRole('rowheader', { name: 'Dupont' });
  await rendered.user.click(screen.getByRole('button', { name: 'Importer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importer des clients' });
  return { ...rendered, dialog };
}

async function chooseFile(user: ReturnType<typeof renderRemote>['user'], dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText('Choisir le fichier à importer'), csv());
  await within(dialog).findByText('CSV · encodage Windows-1252 · séparateur point-virgule');
}

afterEach(() => vi.restoreAllMocks());

describe("'Importer' on the clients list", { timeout: 20_000 }, () => {
  it('shows the file as read: columns matched, first rows as stored, refused lines and duplicates; a refusal blocks the import', async () => {
    const { sent } = serve();
    const { user, dialog } = await openImport();
    expect(within(dialog).getByLabelText('Choisir le fichier à importer')).toHaveFocus();

    await chooseFile(user, dialog);

    expect(sent[0]).toMatchObject({ path: '/api/import/clients/preview', bytes: 'Nom;Prénom;Civilité;Né(e) le;Portable\r\n' });
    expect(sent[0]!.params.get('fileName')).toBe('clients.csv');
    expect(sent[0]!.params.has('mapping')).toBe(false);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fichier lu : 4 lignes, 1 ligne refusée, 1 doublon.');
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Civilité »' })).toHaveDisplayValue('Sexe (obligatoire)');
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' })).toHaveDisplayValue('Date de naissance');

    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Ligne',
      'Nom',
      'Prénom',
      'Sexe',
      'Date de naissance',
      'Téléphone mobile',
    ]);
    expect(within(table).getByRole('row', { name: /Lefèvre/ })).toHaveTextContent('2LefèvreZoéF03/04/19900611223344');

    expect(within(dialog).getByText('Ligne 3, colonne « Né(e) le » : Date invalide : jj/mm/aaaa attendu.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ligne 5 : même téléphone mobile que « Dupont Jean », déjà enregistré.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Ignorer les doublons' })).toBeChecked();

    const importButton = within(dialog).getByRole('button', { name: 'Importer 2 clients' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription("Rien n'est importé tant qu'une ligne est refusée.");
  });

  it('reads the file again with a corrected column, then imports with the chosen mapping and merge, and refreshes the list', async () => {
    const { sent, listReads } = serve(() => HttpResponse.json({ created: 3, merged: 1, skipped: 0 }));
    const { user, dialog } = await openImport();
    await chooseFile(user, dialog);
    const readsBefore = listReads();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' }), 'Ne pas importer');

    await waitFor(() => expect(within(dialog).queryByText(/Ligne 3, colonne/)).not.toBeInTheDocument());
    const corrected = { ...AUTO, 'Né(e) le': null };
    expect(JSON.parse(sent[1]!.params.get('mapping')!)).toEqual(corrected);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fichier lu : 4 lignes, 0 ligne refusée, 1 doublon.');
    expect(within(dialog).getByRole('button', { name: 'Importer 3 clients' })).toBeEnabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Fusionner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Importer 4 clients' }));

    expect(await screen.findByText('3 clients importés, 1 fusionné.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const committed = sent.find((s) => s.path === '/api/import/clients')!;
    expect(committed.params.get('duplicates')).toBe('merge');
    expect(JSON.parse(committed.params.get('mapping')!)).toEqual(corrected);
    expect(committed.bytes).toBe('Nom;Prénom;Civilité;Né(e) le;Portable\r\n');
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    expect(screen.getByRole('button', { name: 'Importer' })).toHaveFocus();
  });

  it('keeps the file and the columns when the server refuses the import (422), and shows every refused line', async () => {
    const { sent } = serve(() =>
      HttpResponse.json(
        {
          message: "Import refusé : 1 ligne en erreur. Rien n'a été enregistré ; corrigez le fichier et réessayez.",
          errors: [{ line: 4, column: 'Nom', message: 'Ce champ est obligatoire' }],
          errorCount: 1,
          refusedRows: 1,
        },
        { status: 422 },
      ),
    );
    const { user, dialog } = await openImport();
    await chooseFile(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' }), 'Ne pas importer');
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 3 clients' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Import refusé : 1 ligne en erreur. Rien n'a été enregistré ; corrigez le fichier et réessayez.",
    );
    expect(within(dialog).getByText('Ligne 4, colonne « Nom » : Ce champ est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('clients.csv (1 Ko)')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' })).toHaveDisplayValue('Ne pas importer');
    expect(sent.filter((s) => s.path === '/api/import/clients')).toHaveLength(1);
  });

  it('sends one import for a double click, the button saying so while it runs', async () => {
    const { sent } = serve(async () => {
      await delay(200);
      return HttpResponse.json({ created: 3, merged: 0, skipped: 1 });
    });
    const { user, dialog } = await openImport();
    await chooseFile(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' }), 'Ne pas importer');
    const button = await within(dialog).findByRole('button', { name: 'Importer 3 clients' });

    await user.dblClick(button);

    expect(within(dialog).getByRole('button', { name: 'Import en cours…' })).toBeDisabled();
    expect(await screen.findByText('3 clients importés, 1 doublon ignoré.')).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/api/import/clients')).toHaveLength(1);
  });

  it('reads a corrected file with the columns as corrected when its headers are the same', async () => {
    const { sent } = serve();
    const { user, dialog } = await openImport();
    await chooseFile(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' }), 'Ne pas importer');
    await within(dialog).findByRole('button', { name: 'Importer 3 clients' });

    await user.upload(within(dialog).getByLabelText('Choisir le fichier à importer'), new File(['corrigé'], 'clients-corrigé.csv'));

    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[2]!.params.has('mapping')).toBe(false);
    expect(JSON.parse(sent[3]!.params.get('mapping')!)).toEqual({ ...AUTO, 'Né(e) le': null });
    expect(sent[3]!.bytes).toBe('corrigé');
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' })).toHaveDisplayValue('Ne pas importer');
    expect(within(dialog).getByRole('button', { name: 'Importer 3 clients' })).toBeEnabled();
  });

  it('reads a file dropped on the zone', async () => {
    const { sent } = serve();
    const { dialog } = await openImport();

    fireEvent.drop(within(dialog).getByTestId('import-drop-zone'), { dataTransfer: { files: [csv()] } });

    expect(await within(dialog).findByText('CSV · encodage Windows-1252 · séparateur point-virgule')).toBeInTheDocument();
    expect(sent[0]!.params.get('fileName')).toBe('clients.csv');
  });

  it('refuses a file over 10 Mo before sending it', async () => {
    const { sent } = serve();
    const { user, dialog } = await openImport();
    const big = new File(['x'], 'enorme.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });

    await user.upload(within(dialog).getByLabelText('Choisir le fichier à importer'), big);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le fichier dépasse 10 Mo : découpez-le en plusieurs fichiers.');
    expect(sent).toEqual([]);
  });

  it('asks before closing when columns were corrected, and keeps everything on "Rester sur la page"', async () => {
    serve();
    const { user, dialog } = await openImport();
    await chooseFile(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' }), 'Ne pas importer');

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const question = await screen.findByRole('dialog', { name: 'Des modifications ne sont pas enregistrées. Quitter cette page et les perdre ?' });
    await user.click(within(question).getByRole('button', { name: 'Rester sur la page' }));

    expect(screen.getByRole('dialog', { name: 'Importer des clients' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Colonne « Né(e) le »' })).toHaveDisplayValue('Ne pas importer');
  });

  it("says in French why a file cannot be read, and imports nothing", async () => {
    server.use(
      mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([makeSummary(1, 'Dupont', 'Jean')]))),
      mswHttp.post(api('/import/clients/preview'), () =>
        HttpResponse.json({ message: 'Fichier illisible : envoyez un fichier CSV ou Excel (.xlsx).' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openImport();

    await user.upload(within(dialog).getByLabelText('Choisir le fichier à importer'), new File(['%PDF-1.7'], 'clients.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fichier illisible : envoyez un fichier CSV ou Excel (.xlsx).');
    expect(within(dialog).getByLabelText('Choisir le fichier à importer')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
  });
});

/** Captures what the dialog hands to the browser's download: the blob and the file name. */
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

describe("'Exporter' on the clients list", { timeout: 20_000 }, () => {
  const CSV = '\uFEFFNom;Prénom\r\nDupont;Jean\r\n';

  function serveExport(answer?: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([makeSummary(1, 'Dupont', 'Jean')]))),
      mswHttp.post(api('/export/clients'), async ({ request }) => {
        bodies.push(await request.json());
        return (
          answer?.() ??
          new HttpResponse(CSV, {
            headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="meche-clients-2026-11-25.csv"' },
          })
        );
      }),
    );
    return bodies;
  }

  async function openExport() {
    const rendered = renderRemote(routes, '/dashboard/clients');
    await screen.findByRole('rowheader', { name: 'Dupont' });
    await rendered.user.click(screen.getByRole('button', { name: 'Exporter' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Exporter les clients' }) };
  }

  it('downloads the CSV without the health answers unless asked, under the name the server gives', async () => {
    const bodies = serveExport();
    const { blobs, names } = captureDownloads();
    const { user, dialog } = await openExport();
    const health = within(dialog).getByRole('checkbox', { name: 'Inclure les réponses de santé du questionnaire' });
    expect(health).not.toBeChecked();
    expect(health).toHaveAccessibleDescription(/cet export est inscrit au journal du cabinet/);
    expect(within(dialog).getByRole('radio', { name: /^CSV/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));

    await waitFor(() => expect(names).toEqual(['meche-clients-2026-11-25.csv']));
    expect(bodies).toEqual([{ format: 'csv', health: false }]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer())).toBe(CSV);
    expect(await screen.findByText('Fichier téléchargé : meche-clients-2026-11-25.csv')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the health answers in XLSX when the box is ticked', async () => {
    const bodies = serveExport();
    const { names } = captureDownloads();
    const { user, dialog } = await openExport();

    await user.click(within(dialog).getByRole('radio', { name: 'Excel (XLSX)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Inclure les réponses de santé du questionnaire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));

    await waitFor(() => expect(names).toHaveLength(1));
    expect(bodies).toEqual([{ format: 'xlsx', health: true }]);
  });

  it("says why when the export fails, keeps the dialog and downloads nothing", async () => {
    serveExport(() => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 }));
    const { names } = captureDownloads();
    const { user, dialog } = await openExport();

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    expect(within(dialog).getByRole('button', { name: 'Télécharger' })).toBeEnabled();
    expect(names).toEqual([]);
  });
});
