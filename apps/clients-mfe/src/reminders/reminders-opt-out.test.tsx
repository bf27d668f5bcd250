import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Client, ClientReminders } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const LABEL = 'Rappels de visite par e-mail';

function serve(client: Client, initial: ClientReminders, failPut = false) {
  let stored = initial;
  const sent = { reads: 0, puts: [] as unknown[] };
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.get(api('/client/:id/reminders'), () => {
      sent.reads += 1;
      return HttpResponse.json(stored);
    }),
    mswHttp.put(api('/client/:id/reminders'), async ({ request, params }) => {
      const body = (await request.json()) as ClientReminders;
      sent.puts.push({ id: params.id, body });
      if (failPut) return HttpResponse.json({ message: 'Client introuvable.' }, { status: 404 });
      stored = body;
      return HttpResponse.json(stored);
    }),
  );
  return sent;
}

async function openFile() {
  const rendered = renderRemote(routes, '/dashboard/client/7');
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

describe("'Rappels de visite par e-mail' on the client file", { timeout: 20_000 }, () => {
  it('is checked while the client receives reminders, and saves each change at once with a toast', async () => {
    const sent = serve(makeClient(), { optOut: false });
    const { user } = await openFile();
    const box = screen.getByRole('checkbox', { name: LABEL });
    await screen.findByRole('checkbox', { name: LABEL, checked: true });
    expect(box).toBeEnabled();

    await user.click(box);
    expect(await screen.findByText('Rappels de visite par e-mail désactivés pour cette cliente.')).toBeInTheDocument();
    expect(box).not.toBeChecked();

    // By keyboard: the box keeps the focus through the save, Space turns reminders back on.
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('Rappels de visite par e-mail activés pour cette cliente.')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(sent.puts).toEqual([
      { id: '7', body: { optOut: true } },
      { id: '7', body: { optOut: false } },
    ]);
  });

  it("shows a client's opt-out unchecked", async () => {
    serve(makeClient(), { optOut: true });
    await openFile();
    expect(await screen.findByRole('checkbox', { name: LABEL, checked: false })).toBeEnabled();
  });

  it('is off and disabled with the reason when the client has no e-mail, asking nothing of the API', async () => {
    const sent = serve(makeClient({ email: null }), { optOut: false });
    await openFile();
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Aucune adresse e-mail sur cette fiche : ajoutez-en une (Modifier Profile) pour envoyer des rappels de visite.',
    );
    expect(sent.reads).toBe(0);
  });

  it("says a refused save in the server's words and keeps the box as it was", async () => {
    const sent = serve(makeClient(), { optOut: false }, true);
    const { user } = await openFile();
    const box = await screen.findByRole('checkbox', { name: LABEL, checked: true });
    await user.click(box);
    expect(await screen.findByText('Client introuvable.')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(sent.puts).toEqual([{ id: '7', body: { optOut: true } }]);
  });
});
