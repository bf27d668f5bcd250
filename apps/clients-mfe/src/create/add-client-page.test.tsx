import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@meche/runtime/data';
import { DEFAULT_PRACTICE_RULES, MSG, todayIso, type ClientInput } from '@meche/contracts';
import { api, makeClient, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

function listHandler() {
  return mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([])));
}

async function openForm(history: string[] = []) {
  const rendered = renderRemote(routes, '/dashboard/add-client', { history });
  await screen.findByRole('heading', { name: 'Ajouter un client' }, { timeout: 4000 });
  return rendered;
}

async function fillRequired(user: ReturnType<typeof renderRemote>['user']) {
  await user.type(screen.getByLabelText(/^Nom/), 'Lefèvre');
  await user.type(screen.getByLabelText(/^Prénom/), 'Élodie');
  await user.selectOptions(screen.getByLabelText(/^Sexe/), 'F');
}

// A whole client file is typed key by key: slow on a busy machine.
describe('add client form', { timeout: 20_000 }, () => {
  it('shows every field of a client file, the questionnaire grouped under French headings', async () => {
    await openForm();
    for (const legend of ['Identité', 'Coordonnées', 'Santé', 'Hormones et grossesse', 'Cheveux et cuir chevelu', 'Habitudes capillaires', 'Mode de vie', 'Notes']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Téléphone mobile', 'Téléphone fixe']) {
      const phone = screen.getByLabelText(label);
      expect(phone).toHaveAttribute('type', 'tel');
      expect(phone).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('max', todayIso());
    const sex = screen.getByLabelText(/^Sexe/);
    expect(within(sex).getByRole('option', { name: 'Masculin' })).toHaveValue('M');
    expect(within(sex).getByRole('option', { name: 'Féminin' })).toHaveValue('F');
    expect(screen.getByLabelText('Porteur d’un pacemaker')).toBeInTheDocument();
    expect(screen.getByLabelText('Commentaires').tagName).toBe('TEXTAREA');
  });

  it('refuses to send without first name, last name and sex, and says so under each field', async () => {
    const post = vi.fn();
    server.use(mswHttp.post(api('/client'), post));
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription(MSG.required);
    expect(screen.getByLabelText(/^Prénom/)).toHaveAccessibleDescription(MSG.required);
    expect(screen.getByLabelText(/^Sexe/)).toHaveAccessibleDescription(MSG.required);
    await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a birthday after today and an invalid email', async () => {
    const post = vi.fn();
    server.use(mswHttp.post(api('/client'), post));
    const { user } = await openForm();
    await fillRequired(user);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 2);
    await user.type(screen.getByLabelText('Date de naissance'), todayIso(tomorrow));
    await user.type(screen.getByLabelText('Email'), 'pas-un-email');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Date de naissance')).toHaveAccessibleDescription(MSG.birthdayInFuture);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.invalidEmail);
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the client with its answers, keeps leading zeros, confirms and opens the list', async () => {
    let body: ClientInput | undefined;
    server.use(
      mswHttp.post(api('/client'), async ({ request }) => {
        body = (await request.json()) as ClientInput;
        return HttpResponse.json(makeClient(), { status: 201 });
      }),
      listHandler(),
    );
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Téléphone mobile'), '0612345678');
    await user.type(screen.getByLabelText('Date de naissance'), '1985-07-14');
    await user.type(screen.getByLabelText('Traitement anticoagulant'), 'Oui, depuis 2020');
    await user.type(screen.getByLabelText('Shampooings par semaine'), '3');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Client ajouté avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients'));
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
    expect(body).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Lefèvre',
      sex: 'F',
      mobilePhone: '0612345678',
      birthday: '1985-07-14',
      anticoagulants: 'Oui, depuis 2020',
      nombreShampoingsParSemaine: '3',
      email: null,
      pacemaker: null,
    });
    // The owner is the session's practitioner, set by the server.
    expect(body).not.toHaveProperty('userId');

    await router.navigate('/dashboard/add-client');
    expect(await screen.findByLabelText(/^Nom/)).toHaveValue('');
    expect(screen.getByLabelText('Traitement anticoagulant')).toHaveValue('');
  });

  it("opens the new client's file when the practice chose it in its settings (read from the server, any device)", async () => {
    server.use(
      mswHttp.get(api('/settings/rules'), () => HttpResponse.json({ ...DEFAULT_PRACTICE_RULES, afterClientCreated: 'file' })),
      mswHttp.post(api('/client'), () => HttpResponse.json(makeClient({ id: 42 }), { status: 201 })),
    );
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client ajouté avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client/42'));
  });

  it("shows 'Erreur: {server message}' and keeps everything typed", async () => {
    server.use(
      mswHttp.post(api('/client'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Pelade'), 'Plaque au sommet');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Une erreur est survenue.');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Lefèvre');
    expect(screen.getByLabelText('Pelade')).toHaveValue('Plaque au sommet');
    expect(screen.getByRole('heading', { name: 'Ajouter un client' })).toBeInTheDocument();
  });

  it('puts a server 400 message under its field as well', async () => {
    server.use(mswHttp.post(api('/client'), () => HttpResponse.json({ zipCode: '20 caractères maximum.' }, { status: 400 })));
    const { user } = await openForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Code postal'), '75011');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: 20 caractères maximum.');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription('20 caractères maximum.');
  });

  it("shows 'No response from server.' when the server does not answer", async () => {
    server.use(mswHttp.post(api('/client'), () => HttpResponse.error()));
    const { user } = await openForm();
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^No response from server\.$/);
  });

  it("shows 'Error: {message}' for any other failure", async () => {
    vi.spyOn(http, 'post').mockRejectedValueOnce(new Error('requête annulée'));
    const { user } = await openForm();
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: requête annulée$/);
  });

  it('goes back one page on Annuler', async () => {
    server.use(listHandler());
    const { user, router } = await openForm(['/dashboard/clients']);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients'));
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
  });
});
