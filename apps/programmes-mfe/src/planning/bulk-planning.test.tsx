import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Care, Program } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { routes } from '../routes';

const serum = makeProduct(3, 'Sérum densifiant', 30);
const PLANNING = `/dashboard/client/${CLIENT_ID}/planning/40`;

function serve(program: Program) {
  const puts: { startDate?: string; cares: (Care & { dose?: string })[] }[] = [];
  let current = program;
  server.use(
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/program/:id'), () => HttpResponse.json(current)),
    http.put(api('/program/update/:id'), async ({ request }) => {
      const body = (await request.json()) as (typeof puts)[number];
      puts.push(body);
      current = {
        ...current,
        startDate: body.startDate ?? current.startDate ?? '2026-12-07',
        cares: body.cares.map((c) => ({ ...c, dose: c.dose ?? null, modified: '2026-12-01T12:00:00.000Z' })),
      };
      return HttpResponse.json(current);
    }),
  );
  return puts;
}

const planned = (startDate: string | null) => ({ ...makeProgram(40, 'Cure densité', [makeCare(201, serum, 1)]), startDate });

describe('planning in a few clicks', { timeout: 30_000 }, () => {
  it('fills every day, repeats week 1 over 8 weeks, undoes the last action, and saves the dose', async () => {
    const puts = serve(planned(null));
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Tous les jours, Soir (Sérum densifiant)' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(7);

    const weeks = screen.getByRole('spinbutton', { name: 'Nombre de semaines (Sérum densifiant)' });
    await user.clear(weeks);
    await user.type(weeks, '8');
    await user.click(screen.getByRole('button', { name: 'Répéter la semaine 1 sur 8 semaines (Sérum densifiant)' }));
    expect(screen.getAllByRole('table', { name: /^Semaine \d$/ })).toHaveLength(8);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(56);

    await user.click(screen.getByRole('button', { name: 'L : Sérum densifiant, semaine 2, tout le lundi (Matin et Soir)' }));
    expect(screen.getByLabelText('Sérum densifiant, semaine 2, lundi, Matin')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Sérum densifiant : lundi de la semaine 2');
    await user.click(screen.getByRole('button', { name: 'Annuler la dernière action' }));
    expect(screen.getByLabelText('Sérum densifiant, semaine 2, lundi, Matin')).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(56);

    await user.type(screen.getByRole('textbox', { name: 'Dose par prise (Sérum densifiant)' }), '5 ml');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Planning sauvegardé avec succés !')).toBeInTheDocument();
    expect(puts[0]?.startDate).toBeUndefined();
    expect(puts[0]?.cares[0]).toMatchObject({ durationWeeks: 8, dose: '5 ml' });
    expect(puts[0]?.cares[0]?.weeks).toHaveLength(56);
  });

  it('heads each week with its dates from the start, and prints them with the doses on every reprint', async () => {
    const program = planned('2026-12-07');
    program.cares[0] = { ...program.cares[0]!, durationWeeks: 2, weeks: [1, 2], daysOfWeek: ['MONDAY', 'MONDAY'], timeSlot: ['Soir', 'Soir'], dose: '2 gélules' };
    const puts = serve(program);
    const { doc, open } = stubPrintWindow();
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    const week2 = await screen.findByRole('table', { name: 'Semaine 2' });
    expect(week2).toHaveAccessibleDescription('du 14/12 au 20/12');
    expect(screen.getByLabelText('Début du programme')).toHaveValue('2026-12-07');

    await user.click(screen.getByRole('button', { name: 'Aperçu avant Impression' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Du 07/12/2026 au 13/12/2026',
      'Du 14/12/2026 au 20/12/2026',
    ]);
    expect(within(dialog).getAllByText('Sérum densifiant — 2 gélules')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const sheet = doc.body.innerHTML;
    expect(sheet).toContain('Du 07/12/2026 au 20/12/2026');
    expect(sheet).toContain('<thead><tr><td><header class="sheet-header">');
    expect(sheet).toContain('Sérum densifiant — 2 gélules');
    expect(puts).toHaveLength(0);
  });

  it('saves an edited start date', async () => {
    const puts = serve(planned('2026-12-07'));
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    const start = await screen.findByLabelText('Début du programme');
    // A date field is picked, not typed letter by letter: one change event, as the browser's picker sends.
    fireEvent.change(start, { target: { value: '2026-12-14' } });
    expect(screen.getByRole('table', { name: 'Semaine 1' })).toHaveAccessibleDescription('du 14/12 au 20/12');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Planning sauvegardé avec succés !')).toBeInTheDocument();
    expect(puts[0]?.startDate).toBe('2026-12-14');
  });
});
