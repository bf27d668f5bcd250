import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Product, QuestionnaireAnswers } from '@meche/contracts';
import { UiProvider } from '@meche/front-kit';
import { ProductPicker } from './product-picker';
import { api, makeProduct, server } from '@meche/testing';

function renderPicker(onAdd = vi.fn(), onClose = vi.fn(), client: QuestionnaireAnswers = {}, products?: Product[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('/products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const content = products ?? [makeProduct(100 + page, `Produit page ${page + 1}`, 10, { name: 'Soins', tva: null })];
      return HttpResponse.json({ content, totalPages: 2, totalElements: 21, number: page, size: 20 } satisfies Page<Product>);
    }),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <button type="button">avant</button>
        <ProductPicker lastAdded={undefined} client={client} onAdd={onAdd} onClose={onClose} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { user, requests, onAdd, onClose };
}

describe('product picker', { timeout: 20_000 }, () => {
  it("pages with Précédent/Suivant and 'Page X sur N', 20 products a page", async () => {
    const { user, requests } = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
    expect(await within(dialog).findByText('Page 1 sur 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Soins (Sans TVA)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByRole('rowheader', { name: 'Produit page 2' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(requests.map((r) => [r.get('page'), r.get('size')])).toEqual([
      ['0', '20'],
      ['1', '20'],
    ]);
  });

  it('adds a product with its Ajouter button', async () => {
    const { user, onAdd } = renderPicker();
    const row = (await screen.findByRole('rowheader', { name: 'Produit page 1' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Ajouter' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 100, name: 'Produit page 1' }));
  });

  it('keeps the focus inside and closes with the X labelled Fermer', async () => {
    const { user, onClose } = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
    await within(dialog).findByRole('rowheader', { name: 'Produit page 1' });
    expect(within(dialog).getByLabelText('Chercher un produit')).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Suivant' })).toBeEnabled());
    within(dialog).getByRole('button', { name: 'Suivant' }).focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks a product this client’s answers contraindicate, before it is added, and says it to the Ajouter button', async () => {
    const serum = { ...makeProduct(1, 'Sérum chauffant', 30, { name: 'Soins', tva: null }), contraindications: ['grossesse', 'pacemaker'] as Product['contraindications'] };
    const lotion = { ...makeProduct(2, 'Lotion douce', 12, { name: 'Soins', tva: null }), contraindications: ['anticoagulants'] as Product['contraindications'] };
    const { user, onAdd } = renderPicker(vi.fn(), vi.fn(), { enceinte: 'Oui, 4 mois', pacemaker: 'Non', anticoagulants: 'Non' }, [serum, lotion]);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
    const serumRow = (await within(dialog).findByRole('rowheader', { name: 'Sérum chauffant' })).closest('tr') as HTMLElement;
    expect(serumRow).toHaveTextContent('Contre-indiqué : Grossesse');
    expect(serumRow).not.toHaveTextContent('Pacemaker');
    expect(within(serumRow).getByRole('button', { name: 'Ajouter' })).toHaveAccessibleDescription('Sérum chauffant Contre-indiqué : Grossesse');
    const lotionRow = within(dialog).getByRole('rowheader', { name: 'Lotion douce' }).closest('tr') as HTMLElement;
    expect(lotionRow).not.toHaveTextContent('Contre-indiqué');
    await user.click(within(serumRow).getByRole('button', { name: 'Ajouter' }));
    expect(onAdd).toHaveBeenCalledWith(serum);
  });
});
