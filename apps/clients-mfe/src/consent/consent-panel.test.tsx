import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSENT_MISSING_LABEL, CURRENT_CONSENT_VERSION, todayIso, type Client, type ConsentInput } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';


function serve(initial: Client) {
  let client = initial;
  const sent: { consent: ConsentInput[]; withdrawals: unknown[] } = { consent: [], withdrawals: [] };
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(client)),
    mswHttp.put(api('/client/:id/consent'), async ({ request }) => {
      const body = (await request.json()) as ConsentInput;
      sent.consent.push(body);
      if (body.givenOn === '2020-13-01') return HttpResponse.json({ givenOn: 'Date invalide' }, { status: 400 });
      client = {
        ...client,
        consent: { givenOn: body.givenOn, method: body.method, textVersion: body.textVersion ?? CURRENT_CONSENT_VERSION, recordedAt: '2026-03-01T10:00:00.000Z', recordedBy: 1, signature: null, signedFrom: null },
      };
      return HttpResponse.json(client);
    }),
    mswHttp.post(api('/client/:id/consent/withdrawal'), async ({ request }) => {
      sent.withdrawals.push(await request.json());
      client = { ...client, consent: null, enceinte: null, anticoagulants: null };
      return HttpResponse.json({ client, erasedAnswers: 2, erasedPhotos: 3 });
    }),
  );
  return sent;
}

async function openFile() {
  const rendered = renderRemote(routes, '/dashboard/client/7');
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

const consentPanel = () => within(screen.getByRole('region', { name: 'Consentement' }));

describe('consent on the client file', { timeout: 20_000 }, () => {
  it("says 'Consentement non recueilli' until consent is recorded, then the date, how and which text", async () => {
    const sent = serve(makeClient());
    const { user } = await openFile();
    expect(consentPanel().getByText(CONSENT_MISSING_LABEL)).toBeInTheDocument();

    await user.click(consentPanel().getByRole('button', { name: 'Consigner le consentement' }));
    expect(consentPanel().getByLabelText('Date du consentement')).toHaveValue(todayIso());
    await user.clear(consentPanel().getByLabelText('Date du consentement'));
    await user.type(consentPanel().getByLabelText('Date du consentement'), '2026-02-14');
    await user.selectOptions(consentPanel().getByLabelText('Mode de recueil'), 'Signé sur la tablette');
    await user.click(consentPanel().getByRole('button', { name: 'Enregistrer' }));

    expect(await consentPanel().findByText('Recueilli le 14/02/2026 · Signé sur la tablette · texte version 2026-01')).toBeInTheDocument();
    expect(screen.queryByText(CONSENT_MISSING_LABEL)).not.toBeInTheDocument();
    expect(sent.consent).toEqual([{ givenOn: '2026-02-14', method: 'tablet', textVersion: '2026-01' }]);
    expect(await screen.findByText('Consentement enregistré.')).toBeInTheDocument();
  });

  it('refuses a date in the future in French, before sending anything', async () => {
    const sent = serve(makeClient());
    const { user } = await openFile();
    await user.click(consentPanel().getByRole('button', { name: 'Consigner le consentement' }));
    await user.clear(consentPanel().getByLabelText('Date du consentement'));
    await user.type(consentPanel().getByLabelText('Date du consentement'), '2999-01-01');
    await user.click(consentPanel().getByRole('button', { name: 'Enregistrer' }));
    expect(await consentPanel().findByText("La date du consentement ne peut pas être postérieure à aujourd'hui.")).toBeInTheDocument();
    expect(consentPanel().getByLabelText('Date du consentement')).toHaveFocus();
    expect(sent.consent).toEqual([]);
  });

  it('withdraws only after the confirmation, then shows what was erased', async () => {
    const sent = serve(
      makeClient({ enceinte: 'Oui, 5 mois', consent: { givenOn: '2026-01-10', method: 'paper', textVersion: '2026-01', recordedAt: '2026-01-10T09:00:00.000Z', recordedBy: 1, signature: null, signedFrom: null } }),
    );
    const { user } = await openFile();
    expect(consentPanel().getByText('Recueilli le 10/01/2026 · Signé sur papier · texte version 2026-01')).toBeInTheDocument();

    await user.click(consentPanel().getByRole('button', { name: 'Retirer le consentement' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Retirer le consentement de Jean Dupont ? Ses réponses de santé et ses photos seront effacées définitivement');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent.withdrawals).toEqual([]);

    await user.click(consentPanel().getByRole('button', { name: 'Retirer le consentement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer le consentement' }));
    expect(await screen.findByText('Consentement retiré : 2 réponses de santé et 3 photos effacées.')).toBeInTheDocument();
    expect(sent.withdrawals).toEqual([{ confirm: true }]);
    expect(consentPanel().getByText(CONSENT_MISSING_LABEL)).toBeInTheDocument();
    expect(screen.queryByText('« Oui, 5 mois »')).not.toBeInTheDocument();
  });
});

describe('Points de vigilance', { timeout: 20_000 }, () => {
  it('lists the declared sensitive answers with their text, and leaves out the negations', async () => {
    serve(makeClient({ enceinte: 'Oui, 5 mois', anticoagulants: 'oui, Kardegic', pacemaker: 'Non.', crisesEpilepsie: 'jamais' }));
    await openFile();
    const panel = screen.getByRole('region', { name: 'Points de vigilance' });
    const items = within(panel).getAllByRole('listitem').filter((li) => li.querySelector('strong'));
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Grossesse', 'Anticoagulants']);
    expect(panel).toHaveTextContent('« Oui, 5 mois »');
    expect(panel).toHaveTextContent('« oui, Kardegic »');
    expect(panel).not.toHaveTextContent('Pacemaker');
  });

  it('says when nothing sensitive is declared', async () => {
    serve(makeClient({ pacemaker: 'non' }));
    await openFile();
    expect(within(screen.getByRole('region', { name: 'Points de vigilance' })).getByText('Aucune réponse sensible déclarée.')).toBeInTheDocument();
  });
});
