import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { clientQueries } from '@meche/api-client';
import type { AddCareState } from '@meche/page-paths';

function stateName(state: unknown): string | undefined {
  const name = (state as Partial<AddCareState> | null)?.clientName;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/**
 * The client's first and last name: from the cached client (the detail page above has loaded it),
 * or, while that loads, from the navigation state 'Voir / Ajouter les soins' passed.
 */
export function useClientName(clientId: number | undefined): string | undefined {
  const location = useLocation();
  const { data } = useQuery({ ...clientQueries.detail(clientId ?? 0), enabled: clientId !== undefined });
  if (data) return `${data.firstName} ${data.lastName}`.trim();
  return stateName(location.state);
}
