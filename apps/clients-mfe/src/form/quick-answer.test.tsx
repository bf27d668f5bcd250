import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ClientInput } from '@meche/contracts';
import { api, makeClient, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';
import { quickChoiceOf } from './quick-answer';


describe('questionnaire quick answers', { timeout: 20_000 }, () => {
  it('reads the choice from the text: a negation is Non, anything declared is Oui', () => {
    expect(quickChoiceOf('')).toBeNull();
    expect(quickChoiceOf('Non.')).toBe('Non');
    expect(quickChoiceOf('jamais')).toBe('Non');
    expect(quickChoiceOf('Oui, Kardegic')).toBe('Oui');
    expect(quickChoiceOf('2 par jour')).toBe('Oui');
  });

  it('Non writes the text Non; Oui writes Oui and puts the cursor in the box for the detail; the spec fields get text', async () => {
    let sent: ClientInput | undefined;
    server.use(
      mswHttp.post(api('/client'), async ({ request }) => {
        sent = (await request.json()) as ClientInput;
        return HttpResponse.json(makeClient({ id: 12 }), { status: 201 });
      }),
      mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([]))),
    );
    const { user } = renderRemote(routes, '/dashboard/add-client');
    await screen.findByRole('heading', { name: 'Ajouter un client' }, { timeout: 4000 });
    await user.type(screen.getByLabelText(/^Nom/), 'Lefèvre');
    await user.type(screen.getByLabelText(/^Prénom/), 'Élodie');
    await user.selectOptions(screen.getByLabelText(/^Sexe/), 'F');

    const pacemaker = screen.getByRole('radiogroup', { name: 'Réponse rapide : Porteur d’un pacemaker' });
    await user.click(within(pacemaker).getByLabelText('Non'));
    expect(screen.getByLabelText('Porteur d’un pacemaker')).toHaveValue('Non');
    expect(within(pacemaker).getByLabelText('Non')).toBeChecked();

    const anticoagulants = screen.getByRole('radiogroup', { name: /^Réponse rapide : .*[Aa]nticoagulant/ });
    await user.click(within(anticoagulants).getByLabelText('Oui'));
    const box = screen.getByLabelText(/[Aa]nticoagulant/, { selector: 'input, textarea' });
    expect(box).toHaveFocus();
    await user.keyboard(', Kardegic');
    expect(box).toHaveValue('Oui, Kardegic');
    expect(within(anticoagulants).getByLabelText('Oui')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ pacemaker: 'Non', anticoagulants: 'Oui, Kardegic' });
  });
});
