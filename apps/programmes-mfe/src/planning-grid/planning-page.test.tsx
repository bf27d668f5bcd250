import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Care, Program } from '@meche/contracts';
import { CARE_SELECTIONS_KEY } from '../care-selections/care-selections';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { LEAVE_MESSAGES } from '@meche/front-kit';
import { routes } from '../routes';

const shampoo = makeProduct(1, 'Shampoing doux', 12.5);
const lotion = makeProduct(2, 'Lotion tonique', 8);
const PLANNING = `/dashboard/client/${CLIENT_ID}/planning/31`;

function serve(program: Program) {
  const puts: { cares: Care[] }[] = [];
  let current = program;
  let fail = false;
  server.use(
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/program/:id'), ({ params }) =>
      Number(params.id) === program.id
        ? HttpResponse.json(current)
        : HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 }),
    ),
    http.put(api('/program/update/:id'), async ({ request }) => {
      const body = (await request.json()) as { cares: Care[] };
      puts.push(body);
      await delay(150);
      if (fail) return HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 });
      current = { ...current, cares: body.cares.map((c) => ({ ...c, modified: '2026-11-21T12:00:00.000Z' })) };
      return HttpResponse.json(current);
    }),
  );
  return { puts, failNext: (value: boolean) => (fail = value) };
}

const program = () =>
  makeProgram(31, 'Cure automne', [
    makeCare(101, shampoo, 2, { durationWeeks: 2, ticks: [[1, 'MONDAY', 'Matin']] }),
    makeCare(102, lotion, 1),
  ]);

const box = (product: string, week: number, day: string, slot: 'Matin' | 'Soir') =>
  screen.getByLabelText(`${product}, semaine ${week}, ${day}, ${slot}`);

// Week grids are large DOM trees for jsdom: these stories get more time than the default 5 s.
describe('planning screen', { timeout: 20_000 }, () => {
  it('shows each care with its product link, its weeks of 7 days and Matin/Soir boxes', async () => {
    serve(program());
    renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    const link = await screen.findByRole('link', { name: 'Shampoing doux' });
    expect(link).toHaveAttribute('href', '/dashboard/product-detail/1');
    expect(screen.getByText('Veuillez sauvegarder toute modification !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aperçu avant Impression' })).toBeInTheDocument();

    const row = link.closest('tr')!;
    const week1 = within(row).getByRole('table', { name: 'Semaine 1' });
    expect(within(row).getByRole('table', { name: 'Semaine 2' })).toBeInTheDocument();
    expect(within(week1).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['L', 'Ma', 'Me', 'J', 'V', 'S', 'D']);
    expect(within(week1).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Matin', 'Soir']);
    expect(within(week1).getAllByRole('checkbox')).toHaveLength(14);
    expect(box('Shampoing doux', 1, 'lundi', 'Matin')).toBeChecked();
    expect(box('Shampoing doux', 2, 'lundi', 'Matin')).not.toBeChecked();
    expect(within(screen.getByRole('link', { name: 'Lotion tonique' }).closest('tr')!).getAllByRole('table')).toHaveLength(1);
  });

  it('adds a week, and drops the last week only when it has no selection', async () => {
    serve(program());
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    const row = (await screen.findByRole('link', { name: 'Lotion tonique' })).closest('tr')!;
    const plus = within(row).getByRole('button', { name: /^\+ semaine/ });
    const minus = within(row).getByRole('button', { name: /^- semaine/ });
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(within(row).getAllByRole('table')).toHaveLength(3);
    await user.click(box('Lotion tonique', 3, 'dimanche', 'Soir'));
    expect(minus).toBeDisabled();

    await user.click(box('Lotion tonique', 3, 'dimanche', 'Soir'));
    await user.click(box('Lotion tonique', 2, 'mardi', 'Matin'));
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(within(row).getAllByRole('table')).toHaveLength(2);
    expect(minus).toBeDisabled();
  });

  it('keeps unsaved ticks in careSelections and merges them back on load', async () => {
    serve(program());
    const first = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await first.user.click(await screen.findByLabelText('Lotion tonique, semaine 1, jeudi, Soir'));
    expect(JSON.parse(localStorage.getItem(CARE_SELECTIONS_KEY)!)).toEqual({
      '31': { '102': { base: '2026-11-01T10:00:00.000Z', durationWeeks: 1, slots: ['1:THURSDAY:Soir'] } },
    });
    first.unmount();

    renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    expect(await screen.findByLabelText('Lotion tonique, semaine 1, jeudi, Soir')).toBeChecked();
    expect(box('Shampoing doux', 1, 'lundi', 'Matin')).toBeChecked();
  });

  it("saves every care's plan in one PUT, then the server's plan is the truth", async () => {
    const api = serve(program());
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByLabelText('Lotion tonique, semaine 1, mercredi, Soir'));
    const lotionRow = screen.getByRole('link', { name: 'Lotion tonique' }).closest('tr')!;
    await user.click(within(lotionRow).getByRole('button', { name: /^\+ semaine/ }));
    await user.click(box('Lotion tonique', 2, 'lundi', 'Matin'));

    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Planning sauvegardé avec succés !')).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);
    const [shampooCare, lotionCare] = api.puts[0]!.cares;
    expect(Object.keys(lotionCare!).sort()).toEqual(
      ['carePrice', 'clientId', 'created', 'daysOfWeek', 'durationWeeks', 'id', 'modified', 'productDTO', 'programId', 'quantity', 'timeSlot', 'userId', 'weeks'].sort(),
    );
    expect(lotionCare).toMatchObject({ id: 102, durationWeeks: 2, weeks: [1, 2], daysOfWeek: ['WEDNESDAY', 'MONDAY'], timeSlot: ['Soir', 'Matin'] });
    expect(shampooCare).toMatchObject({ id: 101, durationWeeks: 2, weeks: [1], daysOfWeek: ['MONDAY'], timeSlot: ['Matin'] });
    expect(localStorage.getItem(CARE_SELECTIONS_KEY)).toBeNull();
    expect(box('Lotion tonique', 2, 'lundi', 'Matin')).toBeChecked();
  });

  it("shows 'Saving...' while saving and keeps every tick when the save fails", async () => {
    const api = serve(program());
    api.failNext(true);
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByLabelText('Shampoing doux, semaine 2, vendredi, Soir'));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Failed to save planning.')).toBeInTheDocument();
    expect(box('Shampoing doux', 2, 'vendredi', 'Soir')).toBeChecked();
    expect(localStorage.getItem(CARE_SELECTIONS_KEY)).toContain('2:FRIDAY:Soir');
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });

  it('asks before leaving with unsaved ticks, stays or leaves on the answer, and goes freely once they are saved', async () => {
    serve(program());
    server.use(http.get(api('/programs/:clientId'), () => HttpResponse.json([])));
    const question = LEAVE_MESSAGES.question;
    const { user, router } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByLabelText('Lotion tonique, semaine 1, jeudi, Soir'));
    expect(await screen.findByText('Non sauvegardé')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Retour aux programmes' }));
    await user.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe(PLANNING);
    expect(box('Lotion tonique', 1, 'jeudi', 'Soir')).toBeChecked();

    // The preview opens over the page, which stays: not leaving.
    await user.click(screen.getByRole('button', { name: 'Aperçu avant Impression' }));
    expect(await screen.findByRole('dialog', { name: 'Aperçu avant Impression' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${PLANNING}/preview`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe(PLANNING));
    expect(screen.queryByRole('dialog', { name: question })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Planning sauvegardé avec succés !')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Retour aux programmes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/client/${CLIENT_ID}/add-care`));
    expect(screen.queryByRole('dialog', { name: question })).not.toBeInTheDocument();

    await router.navigate(PLANNING);
    await user.click(await screen.findByLabelText('Lotion tonique, semaine 1, vendredi, Matin'));
    expect(await screen.findByText('Non sauvegardé')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Retour aux programmes' }));
    await user.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/client/${CLIENT_ID}/add-care`));
  });

  it("says 'Program ID is missing.' without a usable programme id", async () => {
    renderRemote(routes, `/dashboard/client/${CLIENT_ID}/planning/abc`, { attach: CLIENT_DETAIL_ATTACH });
    expect(await screen.findByText('Program ID is missing.')).toBeInTheDocument();
  });
});

describe('planning preview', { timeout: 20_000 }, () => {
  it('lists each week with a tick, its date range and the products by slot and day, and prints A4 landscape', async () => {
    const base = program();
    base.cares[1] = { ...base.cares[1]!, durationWeeks: 3, weeks: [3], daysOfWeek: ['SUNDAY'], timeSlot: ['Soir'] };
    serve(base);
    const { doc, open } = stubPrintWindow();
    const { user, router } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Aperçu avant Impression' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    expect(router.state.location.pathname).toBe(`${PLANNING}/preview`);

    const ranges = within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(ranges).toHaveLength(2);
    ranges.forEach((r) => expect(r).toMatch(/^Du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}$/));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(ranges[0]).toBe(`Du ${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()} au ${(() => {
      const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 6);
      return `${pad(end.getDate())}/${pad(end.getMonth() + 1)}/${end.getFullYear()}`;
    })()}`);
    const week1 = within(dialog).getByRole('region', { name: ranges[0]! });
    expect(within(week1).getByText('Shampoing doux')).toBeInTheDocument();
    expect(within(week1).queryByText('Lotion tonique')).not.toBeInTheDocument();
    const week3 = within(dialog).getByRole('region', { name: ranges[1]! });
    expect(within(week3).getByText('Lotion tonique')).toBeInTheDocument();
    expect(within(week3).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Matin', 'Soir']);

    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(doc.head.innerHTML).toContain('size: A4 landscape');
    expect(doc.body.textContent).toContain('Amélie Poulain');
    expect(doc.body.textContent).toContain('Institut Test');
    expect(doc.body.textContent).toContain('Programme : Cure automne');
    expect(doc.body.textContent).toContain(ranges[1]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe(PLANNING));
  });

  it('marks unsaved ticks as not saved on screen, in the preview and on the sheet, until they are saved', async () => {
    serve(program());
    const { doc, open } = stubPrintWindow();
    const { user } = renderRemote(routes, PLANNING, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByLabelText('Lotion tonique, semaine 1, jeudi, Soir'));
    const lotionRow = screen.getByRole('link', { name: 'Lotion tonique' }).closest('tr')!;
    const shampooRow = screen.getByRole('link', { name: 'Shampoing doux' }).closest('tr')!;
    expect(within(lotionRow).getByText('Non sauvegardé')).toBeInTheDocument();
    expect(within(shampooRow).queryByText('Non sauvegardé')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aperçu avant Impression' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Planning non sauvegardé : les soins marqués « non sauvegardé » peuvent encore changer.',
    );
    expect(within(dialog).getByText('Lotion tonique (non sauvegardé)')).toBeInTheDocument();
    expect(within(dialog).getByText('Shampoing doux')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(doc.body.textContent).toContain('Planning non sauvegardé');
    expect(doc.body.textContent).toContain('Lotion tonique (non sauvegardé)');
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Planning sauvegardé avec succés !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Non sauvegardé')).not.toBeInTheDocument());
  });

  it("says 'Aucun programme disponnible.' when nothing is planned", async () => {
    serve(makeProgram(31, 'Vide', [makeCare(101, shampoo, 1)]));
    renderRemote(routes, `${PLANNING}/preview`, { attach: CLIENT_DETAIL_ATTACH });
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu avant Impression' });
    expect(within(dialog).getByText('Aucun programme disponnible.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
  });
});
