import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Page, Product, Program, ProgramCreateInput } from '@meche/contracts';
import { formatLongDate } from '@meche/ui';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { routes } from '../routes';

const shampoo = makeProduct(1, 'Shampoing doux', 12.5, { name: 'Soins', tva: 'TVA20%' });
const lotion = makeProduct(2, 'Lotion tonique', 0.1, { name: 'Soins', tva: 'TVA20%' });
const serum = makeProduct(3, 'Sérum', 0.2, { name: 'Compléments', tva: 'TVA5,5%' });
const comb = makeProduct(4, 'Peigne', 5);
const catalogue = [shampoo, lotion, serum, comb];

const ADD_CARE = `/dashboard/client/${CLIENT_ID}/add-care`;

function serve(programs: Program[], products: Product[] = catalogue) {
  const productRequests: URLSearchParams[] = [];
  server.use(
    http.get(api('/programs/:clientId'), () => HttpResponse.json(programs)),
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      productRequests.push(params);
      const search = (params.get('search') ?? '').toLowerCase();
      const content = products.filter((p) => p.name.toLowerCase().includes(search));
      const page: Page<Product> = { content, totalPages: content.length ? 1 : 0, totalElements: content.length, number: 0, size: 20 };
      return HttpResponse.json(page);
    }),
  );
  return { productRequests };
}

const toast = (text: string | RegExp) => screen.findByText(text);

async function openPicker(user: ReturnType<typeof renderRemote>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
  return screen.findByRole('dialog', { name: 'Ajouter un produit' });
}

async function addFromPicker(user: ReturnType<typeof renderRemote>['user'], dialog: HTMLElement, name: string) {
  const row = (await within(dialog).findByRole('rowheader', { name })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Ajouter' }));
}

const editorTable = () => screen.getByRole('table', { name: 'Soins du programme' });
const total = () => screen.getByTestId('program-total');

// Whole-screen stories with a router, a modal and toasts: more time than the default 5 s on a busy machine.
describe('care programmes list', { timeout: 20_000 }, () => {
  const saved = makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 3)]);

  it('shows reference, creation date and total, and Planifier opens the planning', async () => {
    serve([saved]);
    const { user, router } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH, state: { clientName: 'Amélie Poulain' } });
    const row = (await screen.findByRole('rowheader', { name: 'Programme automne' })).closest('tr')!;
    expect(within(row).getByText('15/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('37.50 €')).toBeInTheDocument();
    server.use(http.get(api('/program/:id'), () => HttpResponse.json(saved)));
    await user.click(within(row).getByRole('button', { name: 'Planifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/client/${CLIENT_ID}/planning/31`));
  });

  it("says 'Aucun soins pour ce client.' when there is none", async () => {
    serve([]);
    renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    expect(await screen.findByText('Aucun soins pour ce client.')).toBeInTheDocument();
  });

  it('deletes after the confirmation, and reports a failure with its message', async () => {
    serve([saved]);
    let attempts = 0;
    server.use(
      http.delete(api('/program/:id'), () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    const row = (await screen.findByRole('rowheader', { name: 'Programme automne' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voulez-vous supprimer ce programme ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await toast('Error deleting program: Ressource introuvable.')).toBeInTheDocument();

    server.use(http.get(api('/programs/:clientId'), () => HttpResponse.json([])));
    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucun soins pour ce client.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('disables every action while a programme is open in the editor', async () => {
    serve([saved]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    const row = (await screen.findByRole('rowheader', { name: 'Programme automne' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Modifier' }));

    expect(screen.getByRole('heading', { name: 'Modifier le programme « Programme automne »' })).toBeInTheDocument();
    for (const name of ['Planifier', 'Modifier', 'Supprimer']) {
      expect(within(row).getByRole('button', { name })).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(within(row).getByRole('button', { name: 'Modifier' })).toBeEnabled();
  });
});

describe('care editor', { timeout: 20_000 }, () => {
  it('adds products from the picker, refuses a duplicate, prices as typed and creates in one request', async () => {
    serve([]);
    let body: ProgramCreateInput | undefined;
    server.use(
      http.post(api('/program'), async ({ request }) => {
        body = (await request.json()) as ProgramCreateInput;
        return HttpResponse.json(makeProgram(40, 'Cure', [makeCare(1, shampoo, 3)]), { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByText('Aucun soins pour ce client.');

    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('heading', { name: 'Soins (TVA 20%)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Compléments (TVA 5,5%)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sans catégorie (Sans TVA)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 sur 1')).toBeInTheDocument();
    await addFromPicker(user, dialog, 'Shampoing doux');
    await addFromPicker(user, dialog, 'Lotion tonique');
    await addFromPicker(user, dialog, 'Sérum');
    await addFromPicker(user, dialog, 'Shampoing doux');
    expect(await toast('Ce produit a déjà été ajouté.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog', { name: 'Ajouter un produit' })).not.toBeInTheDocument();

    expect(within(editorTable()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Produit',
      'Type',
      'Référence',
      'Catégorie',
      'Prix du produit',
      'Quantité',
      'Prix du soin',
      'Actions',
    ]);
    const rows = within(editorTable()).getAllByRole('row');
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(within(editorTable()).getAllByText('Soins (TVA 20%)')).toHaveLength(2);
    expect(total()).toHaveTextContent('12.80 €');

    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' });
    expect(quantity).toHaveAttribute('aria-valuemin', '1');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByLabelText('Prix du soin Shampoing doux')).toHaveTextContent('37.50 €');
    // 0.10 + 0.20 + 37.50, never 37.800000000000004
    expect(total().closest('tr')).toHaveTextContent('Prix Total du Programme37.80 €');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast('Programme créé avec succès!')).toBeInTheDocument();
    expect(body).toMatchObject({
      clientId: CLIENT_ID,
      programReference: 'New Program',
      cares: [
        { productDTO: { id: 1 }, quantity: 3, carePrice: 37.5, durationWeeks: 1, weeks: [], daysOfWeek: [], timeSlot: [] },
        { productDTO: { id: 2 }, quantity: 1, carePrice: 0.1 },
        { productDTO: { id: 3 }, quantity: 1, carePrice: 0.2 },
      ],
    });
    expect(body!.cares[0]).not.toHaveProperty('id');
    // A fresh editor for the next programme.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nouveau programme' })).toBeInTheDocument());
    expect(total()).toHaveTextContent('0.00 €');
  });

  it('searches the picker after 500 ms from page 0, 20 per page, and closes on Escape', async () => {
    const { productRequests } = serve([]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await openPicker(user);
    await within(dialog).findByRole('rowheader', { name: 'Peigne' });
    expect(productRequests.at(-1)?.get('size')).toBe('20');

    await user.type(within(dialog).getByLabelText('Chercher un produit'), 'sér');
    await waitFor(() => expect(within(dialog).queryByRole('rowheader', { name: 'Peigne' })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(productRequests.at(-1)?.get('search')).toBe('sér');
    expect(productRequests.at(-1)?.get('page')).toBe('0');
    expect(productRequests.filter((p) => p.get('search') === 's')).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un produit' })).toHaveFocus();
  });

  it('asks before removing a care and refuses to remove the last one', async () => {
    serve([makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 1), makeCare(102, lotion, 2)])]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));

    const removeButtons = () => within(editorTable()).getAllByRole('button', { name: 'Supprimer' });
    await user.click(removeButtons()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Voulez-vous vraiment supprimer ce soin ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(removeButtons()).toHaveLength(2);

    await user.click(removeButtons()[1]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(removeButtons()).toHaveLength(1));

    await user.click(removeButtons()[0]!);
    expect(await toast('Veuillez le supprimer dans les programmes des soins.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeButtons()).toHaveLength(1);
  });

  it('will not save without cares, nor without a client', async () => {
    serve([]);
    const { user, unmount } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast("Veuillez ajouter au moins un soin avant d'enregistrer le programme.")).toBeInTheDocument();
    unmount();

    const second = renderRemote(routes, '/dashboard/client/inconnu/add-care', { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await openPicker(second.user);
    await addFromPicker(second.user, dialog, 'Peigne');
    await second.user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await second.user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast("Le client n'est pas défini pour ce programme.")).toBeInTheDocument();
  });

  it('keeps everything typed when a save fails, and names a care failure', async () => {
    serve([]);
    let reply = () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 });
    server.use(http.post(api('/program'), () => reply()));
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await openPicker(user);
    await addFromPicker(user, dialog, 'Shampoing doux');
    await user.keyboard('{Escape}');
    const reference = screen.getByLabelText('Référence du programme');
    expect(reference).toHaveValue('New Program');
    await user.clear(reference);
    await user.type(reference, 'Cure hiver');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' });
    await user.clear(quantity);
    await user.type(quantity, '4');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast("Une erreur est survenue lors de l'enregistrement du programme.")).toBeInTheDocument();
    expect(reference).toHaveValue('Cure hiver');
    expect(quantity).toHaveValue('4');
    expect(total()).toHaveTextContent('50.00 €');

    reply = () => HttpResponse.json({ 'cares.0.productDTO': 'Ressource introuvable.' }, { status: 400 });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast("Une erreur est survenue lors de l'ajout du soin.")).toBeInTheDocument();
    expect(quantity).toHaveValue('4');
  });

  it('refuses a quantity under 1', async () => {
    serve([]);
    let posted = false;
    server.use(http.post(api('/program'), () => ((posted = true), HttpResponse.json({}, { status: 500 }))));
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await openPicker(user);
    await addFromPicker(user, dialog, 'Peigne');
    await user.keyboard('{Escape}');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Peigne' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(editorTable()).getByText('La quantité minimale est 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findAllByText('La quantité minimale est 1.')).toHaveLength(2);
    expect(posted).toBe(false);
  });

  it('updates an existing programme in one request, keeping each care id and plan', async () => {
    const existing = makeProgram(31, 'Programme automne', [
      makeCare(101, shampoo, 1, { durationWeeks: 2, ticks: [[2, 'MONDAY', 'Soir']] }),
    ]);
    serve([existing]);
    let sent: unknown;
    server.use(
      http.put(api('/program/update/:id'), async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(existing);
      }),
    );
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await openPicker(user);
    await addFromPicker(user, dialog, 'Peigne');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await toast('Programme mis à jour avec succès!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      id: '31',
      body: {
        programReference: 'Programme automne',
        cares: [
          { id: 101, productDTO: { id: 1 }, quantity: 1, durationWeeks: 2, weeks: [2], daysOfWeek: ['MONDAY'], timeSlot: ['Soir'] },
          { productDTO: { id: 4 }, quantity: 1, carePrice: 5 },
        ],
      },
    });
  });
});

describe('programme sheet', { timeout: 20_000 }, () => {
  const existing = makeProgram(31, 'Programme <automne>', [makeCare(101, shampoo, 3), makeCare(102, serum, 1)]);

  it("offers 'Imprimer' only for a saved programme and prints the table without actions after 500 ms", async () => {
    serve([existing]);
    const { doc, print, open } = stubPrintWindow();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByRole('rowheader', { name: 'Programme <automne>' });
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByText('Amélie Poulain', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const text = doc.body.textContent ?? '';
    expect(text).toContain('Client : Amélie Poulain');
    expect(text).toContain(`Le ${formatLongDate(new Date())}`);
    expect(text).toContain('Institut Test');
    expect(text).toContain('1 rue des Tests, 69000 Lyon');
    expect(text).toContain('Programme <automne>');
    expect(text).toContain('Prix Total du Programme');
    expect(text).toContain('37.70 €');
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/\/logo\.svg$/);
    const headers = [...doc.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Produit', 'Type', 'Référence', 'Catégorie', 'Prix du produit', 'Quantité', 'Prix du soin']);
    expect(doc.head.innerHTML).toContain('size: A4 portrait');
    expect(doc.head.innerHTML).toContain('break-inside: avoid');
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 1500 });
  });

  it('says so when the print window cannot open', async () => {
    serve([existing]);
    const { open } = stubPrintWindow();
    open.mockReturnValue(null);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(await toast("Impossible d'ouvrir la fenêtre d'impression.")).toBeInTheDocument();
  });
});
