import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Product, Program, ProgramCreateInput } from '@meche/contracts';
import { sessionStore } from '@meche/runtime';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, sessionUser } from '@meche/testing';
import { LEAVE_MESSAGES } from '@meche/front-kit';
import { routes } from '../routes';

const shampoo = makeProduct(1, 'Shampoing doux', 12.5);
const comb = makeProduct(4, 'Peigne', 5);
const ADD_CARE = `/dashboard/client/${CLIENT_ID}/add-care`;
const QUESTION = LEAVE_MESSAGES.question;

function serve(programs: Program[]) {
  const posts: ProgramCreateInput[] = [];
  server.use(
    http.get(api('/programs/:clientId'), () => HttpResponse.json(programs)),
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/products'), () => {
      const page: Page<Product> = { content: [shampoo, comb], totalPages: 1, totalElements: 2, number: 0, size: 20 };
      return HttpResponse.json(page);
    }),
    http.post(api('/program'), async ({ request }) => {
      posts.push((await request.json()) as ProgramCreateInput);
      return HttpResponse.json(makeProgram(40, 'Cure hiver', [makeCare(1, shampoo, 3)]), { status: 201 });
    }),
  );
  return { posts };
}

type User = ReturnType<typeof renderRemote>['user'];

async function add(user: User, ...names: string[]) {
  await user.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
  for (const name of names) {
    const row = (await within(dialog).findByRole('rowheader', { name })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Ajouter' }));
  }
  await user.keyboard('{Escape}');
}

async function typeQuantity(user: User, product: string, text: string) {
  const quantity = screen.getByRole('spinbutton', { name: `Quantité de ${product}` });
  await user.clear(quantity);
  await user.type(quantity, text);
}

const beforeUnloadPrevented = () => {
  const reload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(reload);
  return reload.defaultPrevented;
};

const careDrafts = () => Object.keys(sessionStorage).filter((key) => key.includes('care-editor'));

beforeEach(() => sessionStore.set(sessionUser));
afterEach(() => sessionStore.set(null));

describe('leaving the care editor', { timeout: 20_000 }, () => {
  it('asks before leaving a programme being built: staying keeps the rows, leaving goes', async () => {
    serve([]);
    const { user, router } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await add(user, 'Peigne');
    await typeQuantity(user, 'Peigne', '3');
    expect(beforeUnloadPrevented()).toBe(true);

    void router.navigate('/dashboard/clients');
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe(ADD_CARE);
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Peigne' })).toHaveValue('3');

    void router.navigate('/dashboard/clients');
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients'));
  });

  it('goes without asking when nothing changed, and after a successful save', async () => {
    serve([]);
    const first = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByRole('heading', { name: 'Nouveau programme' });
    expect(beforeUnloadPrevented()).toBe(false);
    await first.router.navigate('/dashboard/clients');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
    cleanup();

    const { user, router } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await add(user, 'Peigne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findByText('Programme créé avec succès!')).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
    await router.navigate('/dashboard/clients');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks the same question when Annuler would drop changes, and keeps them on 'Rester sur la page'", async () => {
    serve([makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 1)])]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await typeQuantity(user, 'Shampoing doux', '4');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.getByRole('heading', { name: 'Modifier le programme « Programme automne »' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' })).toHaveValue('4');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau programme' })).toBeInTheDocument();
    expect(careDrafts()).toEqual([]);
  });

  it('asks before Modifier swaps a programme being built for a saved one', async () => {
    serve([makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 1)])]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await add(user, 'Peigne');

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.getByRole('heading', { name: 'Nouveau programme' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Peigne' })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Modifier le programme « Programme automne »' })).toBeInTheDocument();
  });

  it('swaps an untouched new programme for a saved one without asking', async () => {
    serve([makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 1)])]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByRole('heading', { name: 'Modifier le programme « Programme automne »' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('care editor draft', { timeout: 20_000 }, () => {
  it('offers a new programme back after a reload with its reference and rows, and drops it once saved', async () => {
    const api = serve([]);
    const first = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await add(first.user, 'Shampoing doux', 'Peigne');
    await typeQuantity(first.user, 'Shampoing doux', '3');
    const reference = screen.getByLabelText('Référence du programme');
    await first.user.clear(reference);
    await first.user.type(reference, 'Cure hiver');
    cleanup();

    const { user, router } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    expect(await screen.findByText('Aucun produit dans ce programme : utilisez « Ajouter un produit ».')).toBeInTheDocument();
    expect(screen.getByText(/^Un brouillon non enregistré a été retrouvé \(/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText('Référence du programme')).toHaveValue('Cure hiver');
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' })).toHaveValue('3');
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Peigne' })).toHaveValue('1');
    expect(screen.getByTestId('program-total')).toHaveTextContent('42.50 €');

    // Restored work is still unsaved work.
    void router.navigate('/dashboard/clients');
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Rester sur la page' }));

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findByText('Programme créé avec succès!')).toBeInTheDocument();
    expect(api.posts[0]).toMatchObject({
      clientId: CLIENT_ID,
      programReference: 'Cure hiver',
      cares: [
        { productDTO: { id: 1 }, quantity: 3 },
        { productDTO: { id: 4 }, quantity: 1 },
      ],
    });
    expect(careDrafts()).toEqual([]);
    cleanup();

    renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByRole('heading', { name: 'Nouveau programme' });
    expect(screen.queryByRole('button', { name: 'Reprendre le brouillon' })).not.toBeInTheDocument();
  });

  it('keeps the draft of an edited programme apart from the new one', async () => {
    serve([makeProgram(31, 'Programme automne', [makeCare(101, shampoo, 1)])]);
    const first = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await first.user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await typeQuantity(first.user, 'Shampoing doux', '5');
    cleanup();

    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByRole('heading', { name: 'Nouveau programme' });
    expect(screen.queryByRole('button', { name: 'Reprendre le brouillon' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' })).toHaveValue('5');
  });
});
