import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Care, ProgramUpdateInput } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { routes } from '../routes';


const ADD_CARE = `/dashboard/client/${CLIENT_ID}/add-care`;
const shampoo = makeProduct(1, 'Shampoing doux', 22.5, { name: 'Soins', tva: 'TVA20%' });
const serum = makeProduct(3, 'Sérum', 10.55, { name: 'Compléments', tva: 'TVA5,5%' });

/** A care saved at 22.50 € whose product the catalogue now sells 24.00 €. */
const changedCare = (): Care => ({ ...makeCare(101, shampoo, 2), catalogue: { productPrice: 24, tva: 'TVA20%' } });

function serve(cares: Care[]) {
  const program = makeProgram(31, 'Cure', cares);
  const puts: ProgramUpdateInput[] = [];
  server.use(
    http.get(api('/programs/:clientId'), () => HttpResponse.json([program])),
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.put(api('/program/update/:id'), async ({ request }) => {
      puts.push((await request.json()) as ProgramUpdateInput);
      return HttpResponse.json(program);
    }),
  );
  return puts;
}

describe('care editor and the catalogue', { timeout: 20_000 }, () => {
  it('says when the catalogue price changed since the save, and applies it on request', async () => {
    const puts = serve([changedCare()]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));

    const row = (await screen.findByRole('rowheader', { name: /Shampoing doux/ })).closest('tr')!;
    expect(row).toHaveTextContent('Prix du catalogue modifié : 24.00 € (enregistré 22.50 €)');
    expect(screen.getByLabelText('Prix du soin Shampoing doux')).toHaveTextContent('45.00 €');

    await user.click(within(row).getByRole('button', { name: 'Appliquer le prix du catalogue à Shampoing doux' }));
    expect(row).not.toHaveTextContent('Prix du catalogue modifié');
    expect(within(row).getByText('24.00 €')).toBeInTheDocument();
    expect(screen.getByLabelText('Prix du soin Shampoing doux')).toHaveTextContent('48.00 €');
    expect(screen.getByTestId('program-total')).toHaveTextContent('48.00 €');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.cares[0]).toMatchObject({ id: 101, useCataloguePrice: true });
  });

  it('keeps the saved price unless asked, and says nothing when the catalogue has not changed', async () => {
    const puts = serve([changedCare(), makeCare(102, serum, 1)]);
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByRole('rowheader', { name: /Sérum/ })).not.toHaveTextContent('Prix du catalogue');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.cares.map((c) => 'useCataloguePrice' in c)).toEqual([false, false]);
  });

  it('prints total HT, the VAT of each rate and the total TTC', async () => {
    serve([makeCare(101, shampoo, 1), makeCare(102, serum, 1)]);
    const { doc } = stubPrintWindow();
    const { user } = renderRemote(routes, ADD_CARE, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(doc.querySelector('tfoot')).not.toBeNull());
    const lines = [...doc.querySelectorAll('tfoot tr')].map((tr) => tr.textContent);
    // 22.50 € TTC at 20 % is 18.75 € HT; 10.55 € TTC at 5,5 % is 10.00 € HT.
    expect(lines).toEqual([
      'Total HT28.75 €',
      'TVA 5,5 % (sur 10.00 € HT)0.55 €',
      'TVA 20 % (sur 18.75 € HT)3.75 €',
      'Prix Total du Programme (TTC)33.05 €',
    ]);
  });
});
