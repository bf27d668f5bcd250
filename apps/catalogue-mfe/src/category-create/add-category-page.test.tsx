import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { api, renderRemote, server, shampoings } from '@meche/testing';
import { routes } from '../routes';
import { answerLeaveQuestion, clickSidebarLink, LEAVE_QUESTION, reloadAsks, withSidebar } from '../testing/leave-question';

const PATH = '/dashboard/add-category';

describe('/dashboard/add-category', () => {
  // Drafts are the signed-in practitioner's.
  beforeEach(() => sessionStore.set({ userId: 3, username: 'c@meche.test', name: 'Camille', phone: null, role: 'USER' }));

  it('offers SANS TVA, TVA 5,5% and TVA 20%', async () => {
    renderRemote(routes, PATH);
    const select = await screen.findByRole('combobox', { name: 'TVA' });
    expect(within(select).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['SANS TVA', ''],
      ['TVA 5,5%', 'TVA5,5%'],
      ['TVA 20%', 'TVA20%'],
    ]);
  });

  it('requires a name', async () => {
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Ajouter' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByRole('heading', { name: 'Ajouter une catégorie' })).toBeInTheDocument();
  });

  it('goes to the categories right after submit and sends an empty VAT as null', async () => {
    let body: unknown;
    let created = false;
    server.use(
      http.post(api('/category'), async ({ request }) => {
        body = await request.json();
        await delay(1000);
        created = true;
        return HttpResponse.json({ ...shampoings, id: 9, name: 'Masques', tva: null }, { status: 201 });
      }),
      http.get(api('/categories'), () =>
        HttpResponse.json(created ? [{ ...shampoings, id: 9, name: 'Masques', tva: null }] : []),
      ),
    );
    const { user, router } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Masques');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    // The navigation has started (the lazy page may still be loading) before the server has answered.
    const target = router.state.navigation.location ?? router.state.location;
    expect(target.pathname).toBe('/dashboard/categories');
    expect(created).toBe(false);
    expect(await screen.findByRole('cell', { name: 'Masques' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Masques', tva: null });
  });

  it('sends the chosen VAT', async () => {
    let body: unknown;
    server.use(
      http.post(api('/category'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(shampoings, { status: 201 });
      }),
      http.get(api('/categories'), () => HttpResponse.json([shampoings])),
    );
    const { user } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Shampoings');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA' }), 'TVA 20%');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('cell', { name: 'Shampoings' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Shampoings', tva: 'TVA20%' });
  });

  it("tells, on the categories page, 'Erreur: ' + the server's message when the creation failed", async () => {
    server.use(
      http.post(api('/category'), () => HttpResponse.json({ message: 'Nom déjà pris' }, { status: 409 })),
      http.get(api('/categories'), () => HttpResponse.json([])),
    );
    const { user, router } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Doublon');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur: Nom déjà pris')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/categories');
  });

  it("uses the error's own message when there is no server answer", async () => {
    server.use(
      http.post(api('/category'), () => HttpResponse.error()),
      http.get(api('/categories'), () => HttpResponse.json([])),
    );
    const { user } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Hors ligne');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur: Network Error')).toBeInTheDocument();
  });

  it('offers what was typed again when the creation failed, and a double click creates one category', async () => {
    let posts = 0;
    let fail = true;
    server.use(
      http.post(api('/category'), async () => {
        posts += 1;
        await delay(100);
        return fail
          ? HttpResponse.json({ message: 'Panne' }, { status: 500 })
          : HttpResponse.json({ ...shampoings, id: 11, name: 'Soins du cuir' }, { status: 201 });
      }),
      http.get(api('/categories'), () => HttpResponse.json([])),
    );
    const { user, router } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Soins du cuir');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA' }), 'TVA 5,5%');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur: Panne')).toBeInTheDocument();

    fail = false;
    await router.navigate(PATH);
    // Offered back like every draft: nothing in the form until the practitioner takes it.
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Soins du cuir');
    expect(screen.getByRole('combobox', { name: 'TVA' })).toHaveValue('TVA5,5%');
    await user.dblClick(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categories'));
    await waitFor(() => expect(posts).toBe(2));
    await router.navigate(PATH);
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('');
  });

  it("goes back on 'Annuler'", async () => {
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/somewhere'] });
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/somewhere');
  });

  it('asks before leaving with a typed name by a link: staying keeps it, leaving goes', async () => {
    const { user, router } = renderRemote(withSidebar(routes), PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Masques');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA' }), 'TVA 20%');
    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Rester sur la page');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Masques');
    expect(screen.getByRole('combobox', { name: 'TVA' })).toHaveValue('TVA20%');

    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Quitter sans enregistrer');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });

  it('leaves without a question when nothing was typed, and after the submit', async () => {
    server.use(
      http.post(api('/category'), () => HttpResponse.json(shampoings, { status: 201 })),
      http.get(api('/categories'), () => HttpResponse.json([shampoings])),
    );
    const first = renderRemote(withSidebar(routes), PATH);
    await screen.findByRole('textbox', { name: 'Nom' });
    await clickSidebarLink(first.user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
    first.unmount();

    const { user } = renderRemote(withSidebar(routes), PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Shampoings');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('cell', { name: 'Shampoings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving what a failed creation offered back', async () => {
    server.use(
      http.post(api('/category'), () => HttpResponse.json({ message: 'Panne' }, { status: 500 })),
      http.get(api('/categories'), () => HttpResponse.json([])),
    );
    const { user, router } = renderRemote(withSidebar(routes), PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Soins du cuir');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur: Panne')).toBeInTheDocument();
    await router.navigate(PATH);
    await user.click(await screen.findByRole('button', { name: 'Reprendre le brouillon' }));
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('Soins du cuir');
    // The values come back after the first render: the guard is armed once a reload would be asked about too.
    await waitFor(() => expect(reloadAsks()).toBe(true));
    await clickSidebarLink(user);
    expect(await screen.findByRole('dialog', { name: LEAVE_QUESTION })).toBeInTheDocument();
  });

  it('Enter in the name moves to the VAT instead of adding', async () => {
    let posted = false;
    server.use(http.post(api('/category'), () => ((posted = true), HttpResponse.json(shampoings, { status: 201 }))));
    const { user, router } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Masques{Enter}');
    expect(screen.getByRole('combobox', { name: 'TVA' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(PATH);
    expect(posted).toBe(false);
  });
});
