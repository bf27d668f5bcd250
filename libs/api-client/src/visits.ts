import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visit, VisitInput } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getVisits(from: string, days: number, signal?: AbortSignal): Promise<Visit[]> {
  return (await http.get<Visit[]>('/visits', { params: { from, days }, signal })).data;
}

async function getClientVisits(clientId: number, signal?: AbortSignal): Promise<Visit[]> {
  return (await http.get<Visit[]>(`/client/${clientId}/visits`, { signal })).data;
}

async function saveVisit({ id, body }: { id: number | null; body: VisitInput }): Promise<Visit> {
  return id === null ? (await http.post<Visit>('/visit', body)).data : (await http.put<Visit>(`/visit/${id}`, body)).data;
}

async function cancelVisit(id: number): Promise<void> {
  await http.delete(`/visit/${id}`);
}

export const visitQueries = {
  all: () => ['visits'] as const,
  /** `days` Paris days from `from` ('YYYY-MM-DD'): the agenda's day (1) or week (7). */
  range: (from: string, days: number) =>
    queryOptions({
      queryKey: [...visitQueries.all(), 'range', from, days] as const,
      queryFn: ({ signal }) => getVisits(from, days, signal),
    }),
  byClient: (clientId: number) =>
    queryOptions({
      queryKey: [...visitQueries.all(), 'client', clientId] as const,
      queryFn: ({ signal }) => getClientVisits(clientId, signal),
    }),
};

/** Books (id null) or moves/edits a visit; every agenda view and client list is read again. */
export function useSaveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitQueries.all() }),
  });
}

export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitQueries.all() }),
  });
}
