import { queryOptions } from '@tanstack/react-query';
import { clientListParams, clientQueries, getClients } from '@meche/api-client';
import type { ClientListQuery } from '@meche/contracts';
import { CLIENT_MESSAGES } from '../messages';

/**
 * The factory's list query (key, 5 min cache, focus refetch, previous page kept) whose failure reads
 * 'liste de clients non chargée.'; the HTTP details stay on the error for the retry rule.
 */
export function clientListQuery(query: ClientListQuery) {
  const params = clientListParams(query);
  return queryOptions({
    ...clientQueries.list(params),
    queryFn: async ({ signal }) => {
      try {
        return await getClients(params, signal);
      } catch (error) {
        if (error instanceof Error) error.message = CLIENT_MESSAGES.listQueryError;
        throw error;
      }
    },
  });
}
