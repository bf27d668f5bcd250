import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_CLIENT_EMAIL_MESSAGE } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const program = makeProgram(31, 'Cure', [makeCare(101, makeProduct(1, 'Shampoing doux', 12.5), 1)]);

function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get(api('/programs/:clientId'), () => HttpResponse.json([program])),
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.post(api('/sheet/program/:id/email'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('the programme sheet sent by e-mail', { timeout: 20_000 }, () => {
  it('sends the client’s copy, with the vigilance points only when ticked, and says to whom', async () => {
    const bodies = serve(() => HttpResponse.json({ to: 'amelie@client.test' }));
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer par e-mail' }));
    expect(await screen.findByText('Programme envoyé à amelie@client.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Inclure les points de vigilance/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer par e-mail' }));
    await screen.findAllByText('Programme envoyé à amelie@client.test.');
    expect(bodies).toEqual([{ vigilance: false }, { vigilance: true }]);
  });

  it('shows the server’s French reason when the client has no address', async () => {
    serve(() => HttpResponse.json({ message: NO_CLIENT_EMAIL_MESSAGE }, { status: 409 }));
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer par e-mail' }));
    expect(await screen.findByText(NO_CLIENT_EMAIL_MESSAGE)).toBeInTheDocument();
  });

  it('sends the client’s copy straight from the programmes list, without the vigilance points', async () => {
    const bodies = serve(() => HttpResponse.json({ to: 'amelie@client.test' }));
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Envoyer le programme Cure par e-mail' }));
    expect(await screen.findByText('Programme envoyé à amelie@client.test.')).toBeInTheDocument();
    expect(bodies).toEqual([{ vigilance: false }]);
  });
});
