import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile, UserProfileInput } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getUser(id: number, signal?: AbortSignal): Promise<UserProfile> {
  return (await http.get<UserProfile>(`/user/${id}`, { signal })).data;
}

async function updateUser(id: number, body: UserProfileInput): Promise<UserProfile> {
  return (await http.put<UserProfile>(`/user/${id}`, body)).data;
}

export const userQueries = {
  all: () => ['users'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getUser(id, signal),
    }),
};

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProfileInput) => updateUser(id, body),
    onSuccess: (profile) => queryClient.setQueryData(userQueries.detail(id).queryKey, profile),
  });
}
