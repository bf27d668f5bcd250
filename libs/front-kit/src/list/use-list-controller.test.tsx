import { screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientQueries } from '@meche/api-client';
import { api, makeSummary, pageOf, server } from '@meche/testing';
import { renderWithKit } from '../test/render-with-kit';
import { useListController } from './use-list-controller';

function Clients() {
  const { input, setInput, page, setPage, list, loadingPage } = useListController({
    debounceMs: 300,
    query: ({ page, search }) => clientQueries.list({ page, search }),
  });
  return (
    <>
      <input aria-label="Rechercher" value={input} onChange={(event) => setInput(event.target.value)} />
      <ul aria-busy={loadingPage}>
        {list.data?.content.map((client) => (
          <li key={client.id}>{client.lastName}</li>
        ))}
      </ul>
      <p>{`page ${page}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Suivant
      </button>
    </>
  );
}

describe('useListController', () => {
  it('searches the debounced term from page 0, keeping the previous page on screen while the next loads', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mswHttp.get(api('/clients'), async ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page') ?? 0);
        if (page > 0) await delay(150);
        return HttpResponse.json(pageOf([makeSummary(page + 1, params.get('search') ? 'Martin' : `Dupont ${page}`)], 3, page));
      }),
    );
    const { user } = renderWithKit(<Clients />);
    expect(await screen.findByText('Dupont 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Dupont 0')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Dupont 1')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'Mar');
    expect(await screen.findByText('Martin')).toBeInTheDocument();
    expect(screen.getByText('page 0')).toBeInTheDocument();
    expect(asked.filter((params) => params.get('search')).map((params) => params.get('search'))).toEqual(['Mar']);
  });

  it('goes back to the last page when the page shown no longer exists', async () => {
    let total = 2;
    server.use(mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([makeSummary(1, 'Dupont')], total))));
    const { user } = renderWithKit(<Clients />);
    await screen.findByText('Dupont');
    total = 1;
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getByText('page 0')).toBeInTheDocument());
  });
});
