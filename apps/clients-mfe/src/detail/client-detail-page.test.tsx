import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_REQUIRED, updateClient } from '@meche/api-client';
import { MSG, QUESTIONNAIRE_FIELDS, todayIso, type Client, type ClientInput } from '@meche/contracts';
import { CLIENT_DETAIL_ROUTE_ID, type AddCareState } from '@meche/page-paths';
import { ALL_FIELDS } from '../form/client-fields';
import { api, makeClient, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

/** Serves one client and applies PUTs to it, like the API does. */
function serveClient(initial: Client) {
  let client = initial;
  const puts: ClientInput[] = [];
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.put(api('/client/:id'), async ({ request }) => {
      const body = (await request.json()) as ClientInput;
      puts.push(body);
      client = { ...client, ...(body as Partial<Client>), modified: '2026-02-10T08:30:00.000Z' };
      return HttpResponse.json(client);
    }),
    mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([]))),
  );
  return puts;
}

/** Stands in for the programmes remote the shell mounts under the client detail route. */
function AddCareStub() {
  const state = useLocation().state as AddCareState | null;
  return <p>Soins de {state?.clientName}</p>;
}

async function openFile(path = '/dashboard/client/7', history: string[] = []) {
  const attached = { [CLIENT_DETAIL_ROUTE_ID]: [{ path: 'add-care', Component: AddCareStub }] };
  const rendered = renderRemote(routes, path, { history, attached });
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

function answerOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('client detail', { timeout: 20_000 }, () => {
  it('shows every field and every questionnaire answer with its French label, dates as dd/mm/yyyy', async () => {
    const answers = Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f, i) => [f, `Réponse ${i + 1}`]));
    serveClient(makeClient({ ...answers, comments: 'Cliente fidèle', sex: 'F' }));
    await openFile();

    for (const field of ALL_FIELDS.filter((f) => (QUESTIONNAIRE_FIELDS as readonly string[]).includes(f.name))) {
      const index = QUESTIONNAIRE_FIELDS.indexOf(field.name as (typeof QUESTIONNAIRE_FIELDS)[number]);
      expect(answerOf(field.label)).toBe(`Réponse ${index + 1}`);
    }
    expect(answerOf('Nom')).toBe('Dupont');
    expect(answerOf('Sexe')).toBe('Féminin');
    expect(answerOf('Date de naissance')).toBe('09/03/1980');
    expect(answerOf('Téléphone mobile')).toBe('0612345678');
    expect(answerOf('Téléphone fixe')).toBe('Non renseigné');
    expect(answerOf('Commentaires')).toBe('Cliente fidèle');
    expect(screen.getByText('Créé le 05/01/2026')).toBeInTheDocument();
    expect(screen.queryByText(/Modifié le/)).not.toBeInTheDocument();
  });

  it('shows the modification date only when it differs from the creation date', async () => {
    serveClient(makeClient({ modified: '2026-03-02T09:00:00.000Z' }));
    await openFile();
    expect(screen.getByText('Modifié le 02/03/2026')).toBeInTheDocument();
  });

  it("toggles 'Modifier Profile' ↔ 'Enregistrer'; saving sends the changes and leaves edit mode", async () => {
    const puts = serveClient(makeClient());
    const { user } = await openFile();

    await user.click(screen.getByRole('button', { name: 'Modifier Profile' }));
    expect(screen.queryByRole('button', { name: 'Modifier Profile' })).not.toBeInTheDocument();
    // The edit form loads on the first edit.
    expect(await screen.findByLabelText(/^Nom/)).toHaveValue('Dupont');
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('max', todayIso());
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Sexe/).tagName).toBe('SELECT');
    await user.clear(screen.getByLabelText('Ville'));
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.type(screen.getByLabelText('Pelade'), 'Non');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('button', { name: 'Modifier Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ city: 'Paris', pelade: 'Non', firstName: 'Jean', mobilePhone: '0612345678' });
    expect(answerOf('Ville')).toBe('Paris');
    expect(screen.getByText('Modifié le 10/02/2026')).toBeInTheDocument();
  });

  it('refuses a birthday after today in edit mode and stays in edit mode', async () => {
    const puts = serveClient(makeClient());
    const { user } = await openFile();
    await user.click(screen.getByRole('button', { name: 'Modifier Profile' }));
    const future = new Date();
    future.setDate(future.getDate() + 3);
    await user.clear(await screen.findByLabelText('Date de naissance'));
    await user.type(screen.getByLabelText('Date de naissance'), todayIso(future));

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Date de naissance')).toHaveAccessibleDescription(MSG.birthdayInFuture);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("keeps the edits and shows 'Error: {message}' when saving fails", async () => {
    serveClient(makeClient());
    server.use(mswHttp.put(api('/client/:id'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    const { user } = await openFile();
    await user.click(screen.getByRole('button', { name: 'Modifier Profile' }));
    await user.type(await screen.findByLabelText('Calvitie'), 'Débutante');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Une erreur est survenue\.$/);
    expect(screen.getByLabelText('Calvitie')).toHaveValue('Débutante');
  });

  it('puts a server 400 message under its field, focused, and stays in edit mode', async () => {
    serveClient(makeClient());
    server.use(mswHttp.put(api('/client/:id'), () => HttpResponse.json({ zipCode: '20 caractères maximum.' }, { status: 400 })));
    const { user } = await openFile();
    await user.click(screen.getByRole('button', { name: 'Modifier Profile' }));
    await user.type(await screen.findByLabelText('Code postal'), '75011');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: 20 caractères maximum.');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription('20 caractères maximum.');
    expect(screen.getByLabelText('Code postal')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it("Annuler leaves edit mode without saving", async () => {
    const puts = serveClient(makeClient());
    const { user } = await openFile();
    await user.click(screen.getByRole('button', { name: 'Modifier Profile' }));
    await user.type(await screen.findByLabelText('Calvitie'), 'Oui');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(answerOf('Calvitie')).toBe('Non renseigné');
    expect(puts).toHaveLength(0);
  });

  it("shows 'Error: {message}' when the file cannot be loaded", async () => {
    server.use(mswHttp.get(api('/client/:id'), () => HttpResponse.json({ message: MSG.notFound }, { status: 404 })));
    renderRemote(routes, '/dashboard/client/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Ressource introuvable\.$/);
  });

  it("shows 'Une erreur est survenu.' when the failure carries no message", async () => {
    server.use(mswHttp.get(api('/client/:id'), () => new HttpResponse(null, { status: 500 })));
    renderRemote(routes, '/dashboard/client/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Une erreur est survenu\.$/);
  });

  it("throws 'Client ID is required to update client.' for an update without an id", async () => {
    await expect(updateClient(undefined, { firstName: 'A', lastName: 'B', sex: 'M' })).rejects.toThrow(CLIENT_ID_REQUIRED);
    expect(CLIENT_ID_REQUIRED).toBe('Client ID is required to update client.');
  });

  it("opens the programmes with 'Voir / Ajouter les soins' below the file, passing the client's full name", async () => {
    serveClient(makeClient());
    const { user, router } = await openFile();

    await user.click(screen.getByRole('link', { name: 'Voir / Ajouter les soins' }));

    expect(await screen.findByText('Soins de Jean Dupont')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/client/7/add-care');
    expect(screen.getByRole('heading', { level: 1, name: 'Jean Dupont' })).toBeInTheDocument();
  });

  it('shows a programme page below the file only once the panels above it have their data, so it is never pushed down', async () => {
    serveClient(makeClient());
    let answerVisits: () => void = () => undefined;
    const visitsAsked = new Promise<void>((asked) => {
      server.use(
        mswHttp.get(api('/client/:id/visits'), async () => {
          asked();
          await new Promise<void>((answer) => (answerVisits = answer));
          return HttpResponse.json([]);
        }),
      );
    });
    await openFile('/dashboard/client/7/add-care');
    await visitsAsked;
    expect(screen.queryByText(/Soins de/)).not.toBeInTheDocument();

    answerVisits();
    expect(await screen.findByText(/Soins de/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Visites' })).toBeInTheDocument();
  });

  it('goes back with Retour', async () => {
    serveClient(makeClient());
    const { user, router } = await openFile('/dashboard/client/7', ['/dashboard/clients']);
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients'));
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
  });

  it('goes to the list with Retour when the file was opened directly', async () => {
    serveClient(makeClient());
    const { user, router } = await openFile();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients'));
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
  });
});
