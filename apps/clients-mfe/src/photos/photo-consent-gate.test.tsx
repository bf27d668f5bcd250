import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Client, ConsentInput } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';
import { PHOTO_MESSAGES } from '../messages';

/** A client without consent; recording one answers the client with it, as the API does. */
function serveClient(rules: { photosWithoutConsent: boolean }) {
  let client: Client = makeClient({ consent: null });
  const recorded: ConsentInput[] = [];
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.get(api('/client/:id/photos'), () => HttpResponse.json([])),
    mswHttp.get(api('/settings/rules'), () => HttpResponse.json({ ...rules, priceEntry: 'TTC' })),
    mswHttp.put(api('/client/:id/consent'), async ({ request }) => {
      const body = (await request.json()) as ConsentInput;
      recorded.push(body);
      client = { ...client, consent: { givenOn: body.givenOn, method: body.method, textVersion: '2026-01', recordedAt: '2026-01-05T09:00:00.000Z', recordedBy: 1, signature: null, signedFrom: null } };
      return HttpResponse.json(client);
    }),
  );
  return recorded;
}

const openPhotos = async () => {
  const rendered = renderRemote(routes, '/dashboard/client/7?suivi=photos');
  await screen.findByRole('heading', { level: 2, name: 'Suivi photo' }, { timeout: 4000 });
  return rendered;
};

describe('photos before consent', { timeout: 20_000 }, () => {
  it('says why no photo can be added yet and offers to record the consent first; the upload follows', async () => {
    const recorded = serveClient({ photosWithoutConsent: false });
    const { user } = await openPhotos();
    expect(await screen.findByRole('heading', { name: PHOTO_MESSAGES.consentNeededTitle })).toBeInTheDocument();
    expect(screen.getByText(PHOTO_MESSAGES.consentNeeded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PHOTO_MESSAGES.add })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: PHOTO_MESSAGES.recordConsentFirst }));
    const photoSection = screen.getByRole('region', { name: PHOTO_MESSAGES.consentNeededTitle });
    await user.click(photoSection.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(await screen.findByRole('button', { name: PHOTO_MESSAGES.add })).toBeInTheDocument();
    expect(screen.queryByText(PHOTO_MESSAGES.consentNeeded)).not.toBeInTheDocument();
  });

  it('lets the upload through with a visible warning when the practice allows photos without consent', async () => {
    serveClient({ photosWithoutConsent: true });
    await openPhotos();
    expect(await screen.findByRole('note')).toHaveTextContent(PHOTO_MESSAGES.withoutConsentWarning);
    expect(screen.getByRole('button', { name: PHOTO_MESSAGES.add })).toBeInTheDocument();
  });
});
