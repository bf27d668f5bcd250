import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_DEFAULT_DIRECTION, CLIENT_DEFAULT_SORT, CLIENT_PAGE_SIZE } from '@meche/contracts/constants';
import type { AuditEntry, Client, ClientInput, ClientListQuery, ClientSummary, Page } from '@meche/contracts';
import { isHttpError } from '@meche/runtime';
import { http } from '@meche/runtime/data';
import { CLIENTS_STALE_MS } from './timings';

export async function getClients(query: ClientListQuery, signal?: AbortSignal): Promise<Page<ClientSummary>> {
  return (await http.get<Page<ClientSummary>>('/clients', { params: query, signal })).data;
}

export async function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  return (await http.get<Client>(`/client/${id}`, { signal })).data;
}

async function createClient(body: ClientInput): Promise<Client> {
  return (await http.post<Client>('/client', body)).data;
}

/** An update without an id is a programming error, never a PUT to /client/undefined. */
export const CLIENT_ID_REQUIRED = 'Client ID is required to update client.';

export async function updateClient(id: number | null | undefined, body: ClientInput): Promise<Client> {
  if (!id) throw new Error(CLIENT_ID_REQUIRED);
  return (await http.put<Client>(`/client/${id}`, body)).data;
}

async function deleteClient(id: number): Promise<void> {
  await http.delete(`/client/${id}`);
}

/**
 * GDPR access request: everything held about the client, as the zip the 'Exporter' button downloads
 * (client-<id>.json and the photos). A POST, like every call that writes (here its audit row): the API refuses it
 * from any other page. A failed call's body arrives as bytes too: it is read back as the JSON `{ message }` it is,
 * so callers describe the error as for any other call.
 */
export async function getClientExport(id: number, signal?: AbortSignal): Promise<Blob> {
  try {
    const response = await http.post<ArrayBuffer>(`/client/${id}/export`, undefined, { signal, responseType: 'arraybuffer' });
    return new Blob([response.data], { type: 'application/zip' });
  } catch (error) {
    if (isHttpError(error) && error.response?.data instanceof ArrayBuffer) {
      const text = new TextDecoder().decode(error.response.data);
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        error.response.data = text;
      }
    }
    throw error;
  }
}

/** Who read or changed the client file and when (ids and actions only), newest first. */
async function getClientAudit(id: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await http.get<AuditEntry[]>(`/client/${id}/audit`, { signal })).data;
}

/** Normalised list parameters so equal lists share one cache entry. */
export function clientListParams(query: ClientListQuery = {}): Required<ClientListQuery> {
  return {
    page: query.page ?? 0,
    size: query.size ?? CLIENT_PAGE_SIZE,
    search: query.search ?? '',
    sortBy: query.sortBy ?? CLIENT_DEFAULT_SORT,
    direction: query.direction ?? CLIENT_DEFAULT_DIRECTION,
  };
}

export const clientQueries = {
  all: () => ['clients'] as const,
  lists: () => [...clientQueries.all(), 'list'] as const,
  list: (query: ClientListQuery = {}) => {
    const params = clientListParams(query);
    return queryOptions({
      queryKey: [...clientQueries.lists(), params] as const,
      queryFn: ({ signal }) => getClients(params, signal),
      staleTime: CLIENTS_STALE_MS,
      refetchOnWindowFocus: true,
      placeholderData: keepPreviousData,
    });
  },
  details: () => [...clientQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...clientQueries.details(), id] as const,
      queryFn: ({ signal }) => getClient(id, signal),
      staleTime: CLIENTS_STALE_MS,
    }),
  /** Never cached as fresh: every read of the file adds a row. */
  audit: (id: number) =>
    queryOptions({
      queryKey: [...clientQueries.all(), 'audit', id] as const,
      queryFn: ({ signal }) => getClientAudit(id, signal),
      staleTime: 0,
    }),
};

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueries.lists() }),
  });
}

export function useUpdateClient(id: number | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput) => updateClient(id, body),
    onSuccess: (client) => {
      if (id) queryClient.setQueryData(clientQueries.detail(id).queryKey, client);
      return queryClient.invalidateQueries({ queryKey: clientQueries.lists() });
    },
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: clientQueries.lists() });
    },
  });
}
