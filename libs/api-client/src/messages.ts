import { queryOptions } from '@tanstack/react-query';
import type { MailMessageList } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function listMailMessages(signal?: AbortSignal): Promise<MailMessageList> {
  return (await http.get<MailMessageList>('/messages', { signal })).data;
}

/** While a message waits or is being sent, the Messages page looks again this often (milliseconds). */
const MESSAGES_REFRESH_MS = 10_000;

export const messageQueries = {
  all: () => ['messages'] as const,
  /** Read again on every visit and, while something is on its way, every few seconds: the queue moves on its own. */
  list: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listMailMessages(signal),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.messages.some((m) => m.status === 'queued' || m.status === 'sending') ? MESSAGES_REFRESH_MS : false,
    }),
};
