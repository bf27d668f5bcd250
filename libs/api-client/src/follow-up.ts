import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink, ClientReminders } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { practiceRulesQueries } from './settings';

export const followUpQueries = {
  all: () => ['follow-up'] as const,
  /** Whether one client asked for no e-mail reminders of her visits. */
  clientReminders: (clientId: number) =>
    queryOptions({
      queryKey: [...followUpQueries.all(), 'client-reminders', clientId] as const,
      queryFn: async ({ signal }) => (await http.get<ClientReminders>(`/client/${clientId}/reminders`, { signal })).data,
    }),
};

export function useUpdateClientReminders(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientReminders) => (await http.put<ClientReminders>(`/client/${clientId}/reminders`, input)).data,
    onSuccess: (saved) => queryClient.setQueryData(followUpQueries.clientReminders(clientId).queryKey, saved),
  });
}

/** A new private calendar link (the previous one stops working); its URL is only in this answer. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.post<CalendarFeedLink>('/settings/calendar-feed')).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceRulesQueries.detail().queryKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await http.delete('/settings/calendar-feed');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceRulesQueries.detail().queryKey }),
  });
}
