import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryState, type QueryStateProps } from './query-state';

function Names({ load, ...props }: { load: () => Promise<string[]> } & Omit<QueryStateProps<string[]>, 'query' | 'children'>) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryState query={query} {...props}>
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function show(props: Parameters<typeof Names>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Names {...props} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows the labelled spinner, then the data', async () => {
    show({ load: async () => ['Dupont'], loading: 'Chargement des clients…' });
    expect(screen.getByRole('status', { name: 'Chargement des clients…' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Dupont');
  });

  it("shows the failure in the screen's words with 'Réessayer', which loads again", async () => {
    let calls = 0;
    const load = async () => {
      if (++calls === 1) throw new Error('boom');
      return ['Martin'];
    };
    show({ load, loading: 'Chargement…', failure: { other: (m) => `Erreur: ${m}` } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur: boom');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Martin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a fixed sentence, without Réessayer when asked', async () => {
    show({ load: () => Promise.reject(new Error('boom')), loading: 'Chargement…', failure: 'Erreur lors du chargement des clients.', retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erreur lors du chargement des clients\.$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text instead of an empty list', async () => {
    show({ load: async () => [], loading: 'Chargement…', isEmpty: (names) => names.length === 0, empty: <p>Aucun client trouvé.</p> });
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
