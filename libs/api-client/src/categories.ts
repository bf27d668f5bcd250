import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { productQueries } from './products';
import { CATEGORIES_GC_MS, CATEGORIES_STALE_MS } from './timings';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await http.get<Category[]>('/categories', { signal })).data;
}

async function createCategory(body: CategoryInput): Promise<Category> {
  return (await http.post<Category>('/category', body)).data;
}

async function updateCategory(id: number, body: CategoryInput): Promise<Category> {
  return (await http.put<Category>(`/category/${id}`, body)).data;
}

async function deleteCategory(id: number): Promise<void> {
  await http.delete(`/category/${id}`);
}

export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getCategories(signal),
      staleTime: CATEGORIES_STALE_MS,
      gcTime: CATEGORIES_GC_MS,
    }),
};

/** A category change shows in every product that carries it. */
function useInvalidateCategoriesAndProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
      queryClient.invalidateQueries({ queryKey: productQueries.all() }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategoriesAndProducts();
  return useMutation({ mutationFn: createCategory, onSuccess: invalidate });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategoriesAndProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryInput }) => updateCategory(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategoriesAndProducts();
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate });
}
