import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { INCLUDE_VIGILANCE_LABEL, type Page, type Product, type Program, type ProgramCreateInput } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { routes } from '../routes';


const oil: Product = { ...makeProduct(4, 'Huile essentielle', 18), contraindications: ['grossesse'] };
const shampoo = makeProduct(1, 'Shampoing doux', 12.5);
const ADD_CARE = `/dashboard/client/${CLIENT_ID}/add-care`;
const REFUSAL =
  "Produit contre-indiqué pour ce client : « Huile essentielle » (Grossesse). Confirmez la prise en compte de la contre-indication avant d'enregistrer.";

function serve({ enceinte, programs = [] }: { enceinte: string | null; programs?: Program[] }) {
  server.use(
    http.get(api('/programs/:clientId'), () => HttpResponse.json(programs)),
    http.get(api('/client/:id'), () => HttpResponse.json({ ...programmeClient(), enceinte })),
    http.get(api('/products'), () => {
      const page: Page<Product> = { content: [shampoo, oil], totalPages: 1, totalElements: 2, number: 0, size: 20 };
      return HttpResponse.json(page);
    }),
  );
}

/** The server's rule: the oil needs 'grossesse' acknowledged, else 409 naming it. */
function programEndpoint() {
  const bodies: ProgramCreateInput[] = [];
  server.use(
    http.post(api('/program'), async ({ request }) => {
      const body = (await request.json()) as ProgramCreateInput;
      bodies.push(body);
      const oilCare = body.cares.findIndex((c) => c.productDTO.id === oil.id);
      if (oilCare >= 0 && !body.cares[oilCare]!.acknowledgedContraindications?.includes('grossesse')) {
        return HttpResponse.json(
          { message: REFUSAL, conflicts: [{ careIndex: oilCare, productId: oil.id, productName: oil.name, reasons: ['grossesse'] }] },
          { status: 409 },
        );
      }
      return HttpResponse.json(makeProgram(40, 'Cure', [makeCare(1, oil, 1)]), { status: 201 });
    }),
  );
  return bodies;
}

async function addOil(user: ReturnType<typeof renderRemote>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
  const picker = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
  const row = (await within(picker).findByRole('rowheader', { name: 'Huile essentielle' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Ajouter' }));
  await user.click(within(picker).getByRole('button', { name: 'Fermer' }));
}

describe('contraindication warning in the care editor', { timeout: 20_000 }, () => {
  it('flags the row, asks for an explicit acknowledgement naming product and reason, and sends it', async () => {
    serve({ enceinte: 'Oui, 4 mois' });
    const bodies = programEndpoint();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByText('Aucun soins pour ce client.');
    await addOil(user);

    const oilRow = screen.getByRole('rowheader', { name: /Huile essentielle/ });
    expect(oilRow).toHaveTextContent('Contre-indiqué : Grossesse');
    expect(oilRow).toHaveAccessibleName('Huile essentielle Contre-indiqué : Grossesse');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contre-indications à confirmer' });
    expect(dialog).toHaveTextContent('Huile essentielle');
    expect(dialog).toHaveTextContent('Grossesse — réponse : « Oui, 4 mois »');
    expect(bodies).toHaveLength(0);

    const confirmButton = within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' });
    expect(confirmButton).toBeDisabled();
    await user.click(within(dialog).getByLabelText("J'ai pris en compte ces contre-indications pour ce client"));
    await user.click(confirmButton);

    expect(await screen.findByText('Programme créé avec succès!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.cares[0]).toMatchObject({ productDTO: { id: oil.id }, acknowledgedContraindications: ['grossesse'] });
  });

  it('cancelling the acknowledgement saves nothing and keeps the rows', async () => {
    serve({ enceinte: 'oui' });
    const bodies = programEndpoint();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByText('Aucun soins pour ce client.');
    await addOil(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contre-indications à confirmer' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: /Huile essentielle/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les soins' })).toHaveFocus();
  });

  it("on the server's 409 (answers newer than the page's), shows its message and asks again, nothing lost", async () => {
    // The page read 'Non'; the client file says otherwise by the time the programme is saved.
    serve({ enceinte: 'Non' });
    const bodies = programEndpoint();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await screen.findByText('Aucun soins pour ce client.');
    await addOil(user);
    expect(screen.getByRole('rowheader', { name: /Huile essentielle/ })).not.toHaveTextContent('Contre-indiqué');
    await user.type(screen.getByLabelText('Référence du programme'), ' printemps');

    server.use(http.get(api('/client/:id'), () => HttpResponse.json({ ...programmeClient(), enceinte: 'Oui depuis mars' })));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contre-indications à confirmer' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL);
    expect(dialog).toHaveTextContent('Huile essentielle');
    expect(dialog).toHaveTextContent('Grossesse');
    // The fresh answers reach the row as well.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: /Huile essentielle/ })).toHaveTextContent('Contre-indiqué : Grossesse'));

    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' }));
    expect(await screen.findByText('Programme créé avec succès!')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ programReference: 'New Program printemps', cares: [{ acknowledgedContraindications: ['grossesse'] }] });
  });

  it('does not ask again for a reason already acknowledged for this care, and prints the vigilance points when ticked', async () => {
    const care = { ...makeCare(101, oil, 2), acknowledgements: [{ productId: oil.id, reasons: ['grossesse' as const], userId: 1, at: '2026-11-01T10:00:00.000Z' }] };
    const program = makeProgram(31, 'Cure', [care]);
    serve({ enceinte: 'Oui, 4 mois', programs: [program] });
    let body: unknown;
    server.use(
      http.put(api('/program/update/:id'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(program);
      }),
    );
    const { doc } = stubPrintWindow();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText(/Contre-indiqué : Grossesse/)).toBeInTheDocument();

    // The client's copy leaves her health answers out unless the practitioner ticks them in.
    const include = screen.getByRole('checkbox', { name: INCLUDE_VIGILANCE_LABEL });
    expect(include).not.toBeChecked();
    await user.click(include);
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(doc.querySelector('.vigilance')).not.toBeNull());
    const vigilance = doc.querySelector('.vigilance')!;
    expect(vigilance.querySelector('h2')?.textContent).toBe('Points de vigilance');
    expect(vigilance.textContent).toContain('Grossesse : « Oui, 4 mois ».');
    expect(vigilance.textContent).toContain('Produits concernés : Huile essentielle');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findByText('Programme mis à jour avec succès!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((body as ProgramCreateInput).cares[0]).not.toHaveProperty('acknowledgedContraindications');
  });
});
