import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Product } from '@meche/contracts';
import { UiProvider } from '@meche/ui';
import { ProductPicker } from './product-picker';
import { makeProduct, server } from '@meche/testing';

function renderPicker(onAdd = vi.fn(), onClose = vi.fn()) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/products', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const content = [makeProduct(100 + page, `Produit page ${page + 1}`, 10, { name: 'Soins', tva: null })];
      return HttpResponse.json({ content, totalPages: 2, totalElements: 21, number: page, size: 20 } satisfies Page<Product>);
    }),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <button type="button">avant</button>
        <ProductPicker lastAdded={undefined} onAdd={onAdd} onClose={onClose} />
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
});
