import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG, PHOTO_MAX_BYTES, todayIso, type Photo, type PhotoZone } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { LEAVE_MESSAGES } from '@meche/front-kit';
import { routes } from '../routes';


const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const CONSENTED = { givenOn: '2026-01-05', method: 'paper', textVersion: '2026-01', recordedAt: '2026-01-05T09:00:00.000Z', recordedBy: 1, signature: null, signedFrom: null } as const;

function photo(id: number, zone: PhotoZone, takenOn: string, note: string | null = null): Photo {
  return { id, clientId: 7, userId: 1, takenOn, zone, note, width: 800, height: 600, byteSize: 1000, contentType: 'image/jpeg', created: '2026-01-01T00:00:00.000Z', modified: '2026-01-01T00:00:00.000Z' };
}

interface Upload {
  query: Record<string, string>;
  contentType: string | null;
  bytes: number;
}

/** The photo routes as the API answers them: the list, the images (as JPEG bytes), uploads and deletes. */
function servePhotos(initial: Photo[], uploadAnswer?: () => Response, client = makeClient({ consent: CONSENTED })) {
  let photos = [...initial];
  const uploads: Upload[] = [];
  const deleted: number[] = [];
  const updates: unknown[] = [];
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.get(api('/client/:id/photos'), () => HttpResponse.json(photos)),
    mswHttp.get(api('/photo/:id/:variant'), () => new HttpResponse(JPEG_BYTES, { headers: { 'Content-Type': 'image/jpeg' } })),
    mswHttp.post(api('/client/:id/photos'), async ({ request }) => {
      const url = new URL(request.url);
      uploads.push({ query: Object.fromEntries(url.searchParams), contentType: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength });
      if (uploadAnswer) return uploadAnswer();
      const created = photo(100 + uploads.length, url.searchParams.get('zone') as PhotoZone, url.searchParams.get('takenOn')!, url.searchParams.get('note'));
      photos = [...photos, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    mswHttp.put(api('/photo/:id'), async ({ params, request }) => {
      const body = (await request.json()) as Pick<Photo, 'takenOn' | 'zone' | 'note'>;
      updates.push(body);
      photos = photos.map((p) => (p.id === Number(params.id) ? { ...p, ...body } : p));
      return HttpResponse.json(photos.find((p) => p.id === Number(params.id)));
    }),
    mswHttp.delete(api('/photo/:id'), ({ params }) => {
      deleted.push(Number(params.id));
      photos = photos.filter((p) => p.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { uploads, deleted, updates };
}

async function openPhotos() {
  const rendered = renderRemote(routes, '/dashboard/client/7?suivi=photos');
  await screen.findByRole('heading', { level: 2, name: 'Suivi photo' }, { timeout: 4000 });
  return rendered;
}

const jpeg = (name = 'front.jpg') => new File([JPEG_BYTES], name, { type: 'image/jpeg' });

describe('Suivi photo', { timeout: 20_000 }, () => {
  it('uploads a picked photo as the body, with date, zone and note in the query, and shows it in its zone', async () => {
    const { uploads } = servePhotos([]);
    const { user } = await openPhotos();
    expect(await screen.findByText('Aucune photo pour ce client.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choisir un fichier'), jpeg());
    expect(screen.getByText(/Photo choisie : front\.jpg/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Date de prise de vue'));
    await user.type(screen.getByLabelText('Date de prise de vue'), '2026-02-01');
    await user.selectOptions(screen.getByLabelText('Zone'), 'Sommet');
    await user.type(screen.getByLabelText('Note'), 'Avant la cure');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));

    expect(await screen.findByText('Photo ajoutée.')).toBeInTheDocument();
    expect(uploads).toEqual([{ query: { takenOn: '2026-02-01', zone: 'Sommet', note: 'Avant la cure' }, contentType: 'image/jpeg', bytes: JPEG_BYTES.length }]);
    const zone = await screen.findByRole('region', { name: 'Sommet (1)' });
    expect(await within(zone).findByRole('img', { name: 'Sommet du 01/02/2026' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
    expect(zone).toHaveTextContent('Avant la cure');
    // The next photo of the session keeps day and zone.
    expect(screen.getByLabelText('Zone')).toHaveValue('Sommet');
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('takes a dropped file', async () => {
    const { uploads } = servePhotos([]);
    const { user } = await openPhotos();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [jpeg('glisse.jpg')] } });
    expect(screen.getByText(/Photo choisie : glisse\.jpg/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Zone'), 'Nuque');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.query).toEqual({ takenOn: todayIso(), zone: 'Nuque' });
  });

  it('refuses a wrong type or a file over 15 Mo before sending, and asks for a zone', async () => {
    const { uploads } = servePhotos([]);
    const { user } = await openPhotos();
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await screen.findByText('Zone invalide : Front, Sommet, Couronne, Tempe gauche, Tempe droite ou Nuque.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Zone'), 'Front');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez ou déposez une photo.');

    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.photoUnsupportedType);
    const big = new File([new Uint8Array(1)], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PHOTO_MAX_BYTES + 1 });
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('La photo dépasse 15 Mo.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    expect(uploads).toEqual([]);
  });

  it("shows the API's French refusal and keeps what was typed", async () => {
    servePhotos([], () => HttpResponse.json({ message: 'Image illisible ou incomplète.' }, { status: 400 }));
    const { user } = await openPhotos();
    await user.upload(screen.getByLabelText('Choisir un fichier'), jpeg('tronquee.jpg'));
    await user.selectOptions(screen.getByLabelText('Zone'), 'Couronne');
    await user.type(screen.getByLabelText('Note'), 'Contrôle');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image illisible ou incomplète.');
    expect(screen.getByLabelText('Note')).toHaveValue('Contrôle');
    expect(screen.getByText(/Photo choisie : tronquee\.jpg/)).toBeInTheDocument();
  });

  it('says the practice is full when the API refuses the photo for the storage quota', async () => {
    const full = MSG.storageQuotaExceeded('20 Go', '20 Go');
    servePhotos([], () => HttpResponse.json({ message: full }, { status: 413 }));
    const { user } = await openPhotos();
    await user.upload(screen.getByLabelText('Choisir un fichier'), jpeg('pleine.jpg'));
    await user.selectOptions(screen.getByLabelText('Zone'), 'Front');
    await user.click(screen.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
  });

  it('keeps a timeline per zone, oldest first, and compares two dates of one zone with a slider', async () => {
    servePhotos([photo(1, 'Front', '2026-03-01'), photo(2, 'Front', '2025-12-01', 'Début'), photo(3, 'Nuque', '2026-01-15'), photo(4, 'Front', '2026-01-10')]);
    const { user } = await openPhotos();
    const front = await screen.findByRole('region', { name: 'Front (3)' });
    expect(within(front).getAllByRole('time').map((t) => t.textContent)).toEqual(['01/12/2025', '10/01/2026', '01/03/2026']);
    expect(screen.getByRole('region', { name: 'Nuque (1)' })).toBeInTheDocument();

    const comparison = screen.getByRole('region', { name: 'Comparaison' });
    expect(within(comparison).getByLabelText('Zone comparée')).toHaveValue('Front');
    expect(await within(comparison).findByRole('img', { name: 'Avant : Front du 01/12/2025' })).toBeInTheDocument();
    expect(await within(comparison).findByRole('img', { name: 'Après : Front du 01/03/2026' })).toBeInTheDocument();
    await user.selectOptions(within(comparison).getByLabelText('Après'), 'Front du 10/01/2026');
    expect(await within(comparison).findByRole('img', { name: 'Après : Front du 10/01/2026' })).toBeInTheDocument();

    const slider = within(comparison).getByRole('slider', { name: 'Curseur avant / après' });
    fireEvent.change(slider, { target: { value: '30' } });
    expect(slider).toHaveAttribute('aria-valuetext', '30 % avant, 70 % après');
    expect(within(comparison).getByRole('img', { name: 'Après : Front du 10/01/2026' }).parentElement).toHaveStyle({ clipPath: 'inset(0 0 0 30%)' });
  });

  it("opens from the client file's 'Suivi photo' button and closes again", async () => {
    servePhotos([photo(1, 'Front', '2026-03-01')]);
    const { user, router } = renderRemote(routes, '/dashboard/client/7');
    const toggle = await screen.findByRole('button', { name: 'Suivi photo' }, { timeout: 4000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('heading', { level: 2, name: 'Suivi photo' })).toHaveFocus();
    expect(router.state.location.search).toBe('?suivi=photos');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Front (1)' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('heading', { level: 2, name: 'Suivi photo' })).not.toBeInTheDocument();
  });

  it('deletes a photo only after the confirmation', async () => {
    const { deleted } = servePhotos([photo(5, 'Tempe gauche', '2026-02-02')]);
    const { user } = await openPhotos();
    const remove = await screen.findByRole('button', { name: 'Supprimer la photo Tempe gauche du 02/02/2026' });
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(deleted).toEqual([]);
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Voulez-vous supprimer cette photo ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune photo pour ce client.')).toBeInTheDocument();
    expect(deleted).toEqual([5]);
  });

  it('corrects a photo filed under the wrong zone: it moves to its own timeline, a wrong date is said before sending, keeping what was typed', async () => {
    const { updates } = servePhotos([photo(8, 'Front', '2026-03-03', 'Avant')]);
    const { user } = await openPhotos();
    await user.click(await screen.findByRole('button', { name: 'Modifier la photo Front du 03/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la photo Front du 03/03/2026' });
    expect(within(dialog).getByLabelText('Date de prise de vue')).toHaveFocus();
    await user.selectOptions(within(dialog).getByLabelText('Zone'), 'Nuque');
    await user.clear(within(dialog).getByLabelText('Note'));
    await user.type(within(dialog).getByLabelText('Note'), 'Après la cure');
    await user.clear(within(dialog).getByLabelText('Date de prise de vue'));
    await user.type(within(dialog).getByLabelText('Date de prise de vue'), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(MSG.photoDateOutOfRange)).toBeInTheDocument();
    expect(updates).toEqual([]);
    expect(within(dialog).getByLabelText('Zone')).toHaveValue('Nuque');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Après la cure');

    await user.clear(within(dialog).getByLabelText('Date de prise de vue'));
    await user.type(within(dialog).getByLabelText('Date de prise de vue'), '2026-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Photo modifiée.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updates.at(-1)).toEqual({ takenOn: '2026-03-04', zone: 'Nuque', note: 'Après la cure' });
    const nape = await screen.findByRole('region', { name: 'Nuque (1)' });
    expect(nape).toHaveTextContent('Après la cure');
    expect(screen.queryByRole('region', { name: /^Front/ })).not.toBeInTheDocument();
  });

  it('asks before closing the correction with changes typed, and closes an untouched one at once', async () => {
    const { updates } = servePhotos([photo(9, 'Sommet', '2026-04-04')]);
    const { user } = await openPhotos();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Modifier la photo Sommet du 04/04/2026' }));
      return screen.findByRole('dialog', { name: 'Modifier la photo Sommet du 04/04/2026' });
    };
    await user.click(within(await open()).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const edit = await open();
    await user.type(within(edit).getByLabelText('Note'), 'Repousse');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question });
    await user.click(within(question).getByRole('button', { name: 'Rester sur la page' }));
    expect(within(edit).getByLabelText('Note')).toHaveValue('Repousse');

    await user.click(within(edit).getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
  });
});
