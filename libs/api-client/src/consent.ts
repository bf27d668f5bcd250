import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ConsentInput, ConsentWithdrawalResult } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { clientQueries } from './clients';
import { photoQueries } from './photos';

async function recordConsent(clientId: number, body: ConsentInput): Promise<Client> {
  return (await http.put<Client>(`/client/${clientId}/consent`, body)).data;
}

/** Erases the health answers and the photos, identity kept; the server wants the explicit yes in the body. */
async function withdrawConsent(clientId: number): Promise<ConsentWithdrawalResult> {
  return (await http.post<ConsentWithdrawalResult>(`/client/${clientId}/consent/withdrawal`, { confirm: true })).data;
}

export function useRecordConsent(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentInput) => recordConsent(clientId, body),
    onSuccess: (client) => queryClient.setQueryData(clientQueries.detail(clientId).queryKey, client),
  });
}

export function useWithdrawConsent(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawConsent(clientId),
    onSuccess: (result) => {
      queryClient.setQueryData(clientQueries.detail(clientId).queryKey, result.client);
      // The photos are gone on the server: no image may be shown from the cache, and the list is empty.
      queryClient.removeQueries({ queryKey: photoQueries.all(), predicate: (query) => query.queryKey[1] !== 'list' });
      queryClient.setQueryData(photoQueries.list(clientId).queryKey, []);
    },
  });
}
