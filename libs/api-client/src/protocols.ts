import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramFromProtocolInput, Protocol, ProtocolCreateInput } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { programQueries } from './programs';
import { PROGRAMS_STALE_MS } from './timings';

async function getProtocols(signal?: AbortSignal): Promise<Protocol[]> {
  return (await http.get<Protocol[]>('/protocols', { signal })).data;
}

export const protocolQueries = {
  all: () => ['protocols'] as const,
  list: () =>
    queryOptions({
      queryKey: [...protocolQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getProtocols(signal),
      staleTime: PROGRAMS_STALE_MS,
    }),
};

function useRefreshProtocols() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: protocolQueries.all() });
}

/** 'Enregistrer comme protocole': the programme as saved becomes a named template. */
export function useCreateProtocol() {
  const refresh = useRefreshProtocols();
  return useMutation({
    mutationFn: async (body: ProtocolCreateInput) => (await http.post<Protocol>('/protocol', body)).data,
    onSuccess: refresh,
  });
}

export function useRenameProtocol() {
  const refresh = useRefreshProtocols();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => (await http.put<Protocol>(`/protocol/${id}`, { name })).data,
    onSuccess: refresh,
  });
}

export function useDeleteProtocol() {
  const refresh = useRefreshProtocols();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/protocol/${id}`);
    },
    onSuccess: refresh,
  });
}

/** A client's new programme from a template; a 409 names the contraindicated products (contraindicationConflict). */
export function useCreateProgramFromProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ protocolId, body }: { protocolId: number; body: ProgramFromProtocolInput }) =>
      (await http.post<Program>(`/protocol/${protocolId}/program`, body)).data,
    onSuccess: (program) => {
      queryClient.setQueryData(programQueries.detail(program.id).queryKey, program);
      return queryClient.invalidateQueries({ queryKey: programQueries.byClient(program.clientId).queryKey });
    },
  });
}
