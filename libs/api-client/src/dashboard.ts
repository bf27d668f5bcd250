import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary, Today } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return (await http.get<DashboardSummary>('/dashboard', { signal })).data;
}

async function getToday(signal?: AbortSignal): Promise<Today> {
  return (await http.get<Today>('/dashboard/today', { signal })).data;
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
  /** 'Aujourd'hui': fetched again on each visit of the home page, like the counts. */
  today: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'today'] as const,
      queryFn: ({ signal }) => getToday(signal),
      staleTime: 0,
    }),
};
