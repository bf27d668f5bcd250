import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreatedQuestionnaireLink, Proposal, QuestionnaireField, QuestionnaireLink } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { clientQueries } from './clients';

async function getLink(clientId: number, signal?: AbortSignal): Promise<QuestionnaireLink | null> {
  return (await http.get<QuestionnaireLink | null>(`/client/${clientId}/questionnaire-link`, { signal })).data;
}

async function getProposal(clientId: number, signal?: AbortSignal): Promise<Proposal | null> {
  return (await http.get<Proposal | null>(`/client/${clientId}/proposal`, { signal })).data;
}

/** The client's link and the answers she sent on it: always re-read (she may answer while the file is open). */
export const questionnaireLinkQueries = {
  all: () => ['questionnaire-link'] as const,
  link: (clientId: number) =>
    queryOptions({
      queryKey: [...questionnaireLinkQueries.all(), 'link', clientId] as const,
      queryFn: ({ signal }) => getLink(clientId, signal),
      staleTime: 0,
    }),
  proposal: (clientId: number) =>
    queryOptions({
      queryKey: [...questionnaireLinkQueries.all(), 'proposal', clientId] as const,
      queryFn: ({ signal }) => getProposal(clientId, signal),
      staleTime: 0,
    }),
};

/** A new link (the older unused one stops working); its address and QR code are only in this answer. */
export function useCreateQuestionnaireLink(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.post<CreatedQuestionnaireLink>(`/client/${clientId}/questionnaire-link`)).data,
    onSuccess: (created) => queryClient.setQueryData(questionnaireLinkQueries.link(clientId).queryKey, created.link),
  });
}

export function useRevokeQuestionnaireLink(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await http.delete(`/client/${clientId}/questionnaire-link`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireLinkQueries.link(clientId).queryKey }),
  });
}

/** Takes the chosen proposed answers into the file; the others are dropped. */
export function useDecideProposal(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accept: readonly QuestionnaireField[]) => (await http.post<Client>(`/client/${clientId}/proposal/decision`, { accept })).data,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueries.detail(clientId).queryKey, client);
      queryClient.setQueryData(questionnaireLinkQueries.proposal(clientId).queryKey, null);
    },
  });
}
