import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return (await http.get<DashboardSummary>('/dashboard', { signal })).data;
}

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  /** Always fetched again on the home page: a count from a previous visit would be wrong after any change. */
  summary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => getDashboardSummary(signal),
      staleTime: 0,
    }),
};
