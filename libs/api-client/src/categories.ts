import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryInUseBodySchema, type Category, type CategoryInput, type CategoryInUseBody } from '@meche/contracts';
import { isHttpError } from '@meche/runtime';
import { http } from '@meche/runtime/data';
import { productQueries } from './products';
import { CATEGORIES_GC_MS, CATEGORIES_STALE_MS } from './timings';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await http.get<Category[]>('/categories', { signal })).data;
}

export async function createCategory(body: CategoryInput): Promise<Category> {
  return (await http.post<Category>('/category', body)).data;
}

/**
 * A change that saved programmes would feel (a deletion, a VAT change) answers 409 with the usage until it is sent
 * again with `confirmed`, once the practitioner has read the question (see categoryInUse).
 */
const confirmParams = (confirmed: boolean | undefined) => (confirmed ? { params: { confirm: 'true' } } : {});

export async function updateCategory(id: number, body: CategoryInput, confirmed?: boolean): Promise<Category> {
  return (await http.put<Category>(`/category/${id}`, body, confirmParams(confirmed))).data;
}

export async function deleteCategory(id: number, confirmed?: boolean): Promise<void> {
  await http.delete(`/category/${id}`, confirmParams(confirmed));
}

/** The 409 of a category change used by saved programmes: its French question and the usage. */
export function categoryInUse(error: unknown): CategoryInUseBody | undefined {
  if (!isHttpError(error) || error.response?.status !== 409) return undefined;
  const parsed = categoryInUseBodySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
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
    mutationFn: ({ id, body, confirmed }: { id: number; body: CategoryInput; confirmed?: boolean }) => updateCategory(id, body, confirmed),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategoriesAndProducts();
  return useMutation({
    mutationFn: ({ id, confirmed }: { id: number; confirmed?: boolean }) => deleteCategory(id, confirmed),
    onSuccess: invalidate,
  });
}
