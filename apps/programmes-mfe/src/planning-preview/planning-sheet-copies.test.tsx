import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CLIENT_EMAIL_MESSAGE } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';
import { SAVE_BEFORE_SENDING } from './preview-modal';

const program = makeProgram(31, 'Cure automne', [makeCare(101, makeProduct(1, 'Shampoing doux', 12.5), 2, { durationWeeks: 1, ticks: [[1, 'MONDAY', 'Matin']] })]);
const PREVIEW = `/dashboard/client/${CLIENT_ID}/planning/31/preview`;

/** The saved programme, and what the server's planning sheet routes receive. */
function serve(email: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const record = async (request: Request) => calls.push({ url: new URL(request.url).pathname, body: await request.json() });
  server.use(
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/program/:id'), () => HttpResponse.json(program)),
    http.post(api('/sheet/planning/:id/email'), async ({ request }) => {
      await record(request);
      return email();
    }),
    http.post(api('/sheet/planning/:id'), async ({ request }) => {
      await record(request);
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="planning-31.pdf"' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('the planning sheet sent by e-mail or downloaded as the server’s PDF', { timeout: 20_000 }, () => {
  it('offers them beside Imprimer, sends the saved planning to the client and says to whom', async () => {
    const calls = serve(() => HttpResponse.json({ to: 'amelie@client.test' }));
    const { user } = renderRemote(routes, PREVIEW, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(expect.arrayContaining(['Imprimer', 'Télécharger le PDF', 'Envoyer par e-mail']));
    // The planning carries no health answer: no vigilance choice beside its buttons.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer par e-mail' }));
    expect(await screen.findByText('Planning envoyé à amelie@client.test.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/sheet/planning/31/email', body: {} }]);
  });

  it('downloads the server’s PDF under the name it gives', async () => {
    const calls = serve(() => HttpResponse.json({ to: 'amelie@client.test' }));
    Object.assign(URL, { createObjectURL: () => 'blob:planning', revokeObjectURL: () => undefined });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRemote(routes, PREVIEW, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('planning-31.pdf');
    expect(calls).toEqual([{ url: '/api/sheet/planning/31', body: {} }]);
  });

  it('shows the server’s French reason when the client has no address', async () => {
    serve(() => HttpResponse.json({ message: NO_CLIENT_EMAIL_MESSAGE }, { status: 409 }));
    const { user } = renderRemote(routes, PREVIEW, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer par e-mail' }));
    expect(await screen.findByText(NO_CLIENT_EMAIL_MESSAGE)).toBeInTheDocument();
  });

  it('waits for the planning to be saved before sending or downloading it, and says so; Imprimer still prints what is on screen', async () => {
    const calls = serve(() => HttpResponse.json({ to: 'amelie@client.test' }));
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/planning/31`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByLabelText('Shampoing doux, semaine 1, mardi, Soir'));
    await user.click(screen.getByRole('button', { name: 'Aperçu avant Impression' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    for (const name of ['Envoyer par e-mail', 'Télécharger le PDF']) {
      const button = within(dialog).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(SAVE_BEFORE_SENDING);
    }
    expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    expect(calls).toEqual([]);
  });
});
