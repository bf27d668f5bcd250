import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Client, Proposal, QuestionnaireLink } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const LINK: QuestionnaireLink = { id: 4, clientId: 7, createdAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z', state: 'active' };
const URL_SENT = 'http://localhost/formulaire/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function serve(initial: Client, proposal: Proposal | null = null, emailedTo: string | null = null) {
  let client = initial;
  let link: QuestionnaireLink | null = null;
  const sent: { created: number; revoked: number; decisions: unknown[] } = { created: 0, revoked: 0, decisions: [] };
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.get(api('/client/:id/questionnaire-link'), () => HttpResponse.json(link)),
    mswHttp.post(api('/client/:id/questionnaire-link'), () => {
      sent.created += 1;
      link = LINK;
      return HttpResponse.json({ link, url: URL_SENT, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', emailedTo }, { status: 201 });
    }),
    mswHttp.delete(api('/client/:id/questionnaire-link'), () => {
      sent.revoked += 1;
      link = { ...LINK, state: 'revoked' };
      return new HttpResponse(null, { status: 204 });
    }),
    mswHttp.get(api('/client/:id/proposal'), () => HttpResponse.json(proposal)),
    mswHttp.post(api('/client/:id/proposal/decision'), async ({ request }) => {
      const { accept } = (await request.json()) as { accept: (keyof Client)[] };
      sent.decisions.push(accept);
      client = { ...client, ...Object.fromEntries(accept.map((f) => [f, proposal?.answers[f as keyof Proposal['answers']] ?? null])) };
      proposal = null;
      return HttpResponse.json(client);
    }),
  );
  return sent;
}

async function openFile() {
  const rendered = renderRemote(routes, '/dashboard/client/7');
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

describe("the client's link and her proposed answers", { timeout: 20_000 }, () => {
  it("'Envoyer le questionnaire' shows the link once, to copy and as a QR code; it can be revoked", async () => {
    const sent = serve(makeClient());
    const { user } = await openFile();
    const panel = within(screen.getByRole('region', { name: 'Questionnaire de la cliente' }));
    expect(await panel.findByText('Aucun lien envoyé.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Envoyer le questionnaire' }));
    expect(await panel.findByLabelText('Lien à transmettre à la cliente')).toHaveValue(URL_SENT);
    expect(panel.getByRole('img', { name: /QR code du lien du questionnaire/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(panel.getByText(/Lien actif · valable jusqu’au 27\/11\/2026/)).toBeInTheDocument();
    expect(sent.created).toBe(1);

    await user.click(panel.getByRole('button', { name: 'Révoquer le lien' }));
    expect(await screen.findByText('Lien révoqué : il ne peut plus être utilisé.')).toBeInTheDocument();
    expect(await panel.findByText('Lien révoqué')).toBeInTheDocument();
    expect(panel.queryByLabelText('Lien à transmettre à la cliente')).not.toBeInTheDocument();
    expect(sent.revoked).toBe(1);
  });

  it('says the link left by e-mail when the client has an address, and still shows it to copy', async () => {
    serve(makeClient(), null, 'jean@client.test');
    const { user } = await openFile();
    const panel = within(screen.getByRole('region', { name: 'Questionnaire de la cliente' }));
    await user.click(await panel.findByRole('button', { name: 'Envoyer le questionnaire' }));
    expect(await screen.findByText('Lien envoyé par e-mail à jean@client.test.')).toBeInTheDocument();
    expect(panel.getByLabelText('Lien à transmettre à la cliente')).toHaveValue(URL_SENT);
  });

  it('shows what differs from the file and takes only the ticked answers; the vigilance points follow', async () => {
    const proposal: Proposal = { linkId: 4, submittedAt: '2026-11-21T18:00:00.000Z', answers: { anticoagulants: 'Oui, Kardegic', stress: 'Oui, travail', pelade: 'Non' } };
    const sent = serve(makeClient({ anticoagulants: 'Non', stress: 'Non', pelade: 'Non' }), proposal);
    const { user } = await openFile();
    const region = await screen.findByRole('region', { name: 'Réponses proposées par la cliente' });
    const diff = within(region);
    // 'pelade' says the same as the file: not a difference to decide.
    expect(diff.getAllByRole('row')).toHaveLength(3);
    expect(diff.getByRole('row', { name: /Traitement anticoagulant/ })).toHaveTextContent('NonOui, Kardegic');
    expect(diff.getByRole('button', { name: 'Accepter la sélection' })).toBeDisabled();

    await user.click(diff.getByRole('checkbox', { name: 'Reprendre : Traitement anticoagulant' }));
    await user.click(diff.getByRole('button', { name: 'Accepter la sélection' }));
    expect(await screen.findByText('1 réponse reprise dans le dossier.')).toBeInTheDocument();
    expect(sent.decisions).toEqual([['anticoagulants']]);
    expect(screen.queryByRole('region', { name: 'Réponses proposées par la cliente' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Points de vigilance' })).getByText(/Oui, Kardegic/)).toBeInTheDocument();
  });
});
