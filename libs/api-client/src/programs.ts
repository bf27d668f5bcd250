import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramCreateInput, ProgramUpdateInput } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { PROGRAMS_STALE_MS } from './timings';

async function getPrograms(clientId: number, signal?: AbortSignal): Promise<Program[]> {
  return (await http.get<Program[]>(`/programs/${clientId}`, { signal })).data;
}

async function getProgram(id: number, signal?: AbortSignal): Promise<Program> {
  return (await http.get<Program>(`/program/${id}`, { signal })).data;
}

async function createProgram(body: ProgramCreateInput): Promise<Program> {
  return (await http.post<Program>('/program', body)).data;
}

/** Saves the programme and its cares in one request: the editor's full body, or the planning's {cares}. */
async function updateProgram(id: number, body: ProgramUpdateInput): Promise<Program> {
  return (await http.put<Program>(`/program/update/${id}`, body)).data;
}

async function deleteProgram(id: number): Promise<void> {
  await http.delete(`/program/${id}`);
}

export const programQueries = {
  all: () => ['programs'] as const,
  byClient: (clientId: number) =>
    queryOptions({
      queryKey: [...programQueries.all(), 'client', clientId] as const,
      queryFn: ({ signal }) => getPrograms(clientId, signal),
      staleTime: PROGRAMS_STALE_MS,
      gcTime: PROGRAMS_STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...programQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getProgram(id, signal),
      staleTime: PROGRAMS_STALE_MS,
      gcTime: PROGRAMS_STALE_MS,
    }),
};

function useStoreProgram() {
  const queryClient = useQueryClient();
  return (program: Program) => {
    queryClient.setQueryData(programQueries.detail(program.id).queryKey, program);
    return queryClient.invalidateQueries({ queryKey: programQueries.byClient(program.clientId).queryKey });
  };
}

export function useCreateProgram() {
  const store = useStoreProgram();
  return useMutation({ mutationFn: createProgram, onSuccess: store });
}

export function useUpdateProgram() {
  const store = useStoreProgram();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProgramUpdateInput }) => updateProgram(id, body),
    onSuccess: store,
  });
}

export function useDeleteProgram(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: programQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: programQueries.byClient(clientId).queryKey });
    },
  });
}
