import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '@meche/contracts/constants';
import type { Page, Product, ProductInput, ProductListQuery } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { PRODUCT_DETAIL_STALE_MS, PRODUCTS_STALE_MS } from './timings';

export async function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<Page<Product>> {
  return (await http.get<Page<Product>>('/products', { params: query, signal })).data;
}

async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return (await http.get<Product>(`/product/${id}`, { signal })).data;
}

async function createProduct(body: ProductInput): Promise<Product> {
  return (await http.post<Product>('/product', body)).data;
}

async function updateProduct(id: number, body: ProductInput): Promise<Product> {
  return (await http.put<Product>(`/product/${id}`, body)).data;
}

async function deleteProduct(id: number): Promise<void> {
  await http.delete(`/product/${id}`);
}

export function productListParams(query: ProductListQuery = {}): Required<ProductListQuery> {
  return { page: query.page ?? 0, size: query.size ?? PRODUCT_PAGE_SIZE, search: query.search ?? '' };
}

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (query: ProductListQuery = {}) => {
    const params = productListParams(query);
    return queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: ({ signal }) => getProducts(params, signal),
      staleTime: PRODUCTS_STALE_MS,
      placeholderData: keepPreviousData,
    });
  },
  details: () => [...productQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...productQueries.details(), id] as const,
      queryFn: ({ signal }) => getProduct(id, signal),
      staleTime: PRODUCT_DETAIL_STALE_MS,
      gcTime: PRODUCT_DETAIL_STALE_MS,
    }),
};

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => updateProduct(id, body),
    onSuccess: (product) => {
      queryClient.setQueryData(productQueries.detail(id).queryKey, product);
      return queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: productQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}
