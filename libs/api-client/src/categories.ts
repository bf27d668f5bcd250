import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryInUseBodySchema, type Category, type CategoryInput, type CategoryInUseBody, type CategoryUsage } from '@meche/contracts';
import { isHttpError } from '@meche/runtime';
import { http } from '@meche/runtime/data';
import { productQueries } from './products';
import { CATEGORIES_GC_MS, CATEGORIES_STALE_MS } from './timings';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await http.get<Category[]>('/categories', { signal })).data;
}

async function createCategory(body: CategoryInput): Promise<Category> {
  return (await http.post<Category>('/category', body)).data;
}

/**
 * `confirm`: the practitioner was told that saved programmes use the category (a 409 `{message, usage}` otherwise,
 * for a VAT change or a deletion); those programmes keep their stored figures either way.
 */
const confirmParams = (confirm: boolean | undefined) => (confirm ? { params: { confirm: 'true' } } : {});

export async function updateCategory(id: number, body: CategoryInput, confirm?: boolean): Promise<Category> {
  return (await http.put<Category>(`/category/${id}`, body, confirmParams(confirm))).data;
}

export async function deleteCategory(id: number, confirm?: boolean): Promise<void> {
  await http.delete(`/category/${id}`, confirmParams(confirm));
}

/** The 409 of a category change used by saved programmes: its French question and the usage. */
export function categoryInUse(error: unknown): CategoryInUseBody | undefined {
  if (!isHttpError(error) || error.response?.status !== 409) return undefined;
  const parsed = categoryInUseBodySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
}

async function getCategoryUsage(id: number, signal?: AbortSignal): Promise<CategoryUsage> {
  return (await http.get<CategoryUsage>(`/category/${id}/usage`, { signal })).data;
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
  /** Asked just before a deletion or a VAT change: never from the cache. */
  usage: (id: number) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'usage', id] as const,
      queryFn: ({ signal }) => getCategoryUsage(id, signal),
      staleTime: 0,
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
    mutationFn: ({ id, body, confirm }: { id: number; body: CategoryInput; confirm?: boolean }) => updateCategory(id, body, confirm),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategoriesAndProducts();
  return useMutation({
    // An id alone asks the server first (409 when saved programmes use the category); { id, confirm: true } goes on.
    mutationFn: (target: number | { id: number; confirm?: boolean }) =>
      typeof target === 'number' ? deleteCategory(target) : deleteCategory(target.id, target.confirm),
    onSuccess: invalidate,
  });
}
