import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { usePagedSearch, type PagedSearch } from '@meche/ui';

/** What a list query is asked for: the page (0-based, as the API counts) and the debounced search. */
interface ListParams {
  page: number;
  search: string;
}

export interface ListControllerOptions<TPage extends { totalPages: number }, TKey extends QueryKey> {
  /** The screen's list query for a page and a search (the api-client's factories keep the previous page while loading). */
  query(params: ListParams): UseQueryOptions<TPage, Error, TPage, TKey>;
  /** The screen's own debounce, from contracts (CLIENT_SEARCH_DEBOUNCE_MS…). */
  debounceMs: number;
}

export interface ListController<TPage> extends PagedSearch {
  /** The query of the page shown (its data is the previous page while the next one loads). */
  list: UseQueryResult<TPage, Error>;
  /** True while a page or search other than the one shown loads: the pager waits, the table says it is busy. */
  loadingPage: boolean;
}

/**
 * A searched, paged list as every list screen runs it (after react-admin's and refine's list controllers): the input
 * follows each keystroke, the query the debounced term from page 0, the previous page stays on screen while the next
 * loads, and a page that no longer exists (its last row deleted) goes back to the last one.
 */
export function useListController<TPage extends { totalPages: number }, TKey extends QueryKey>({
  query,
  debounceMs,
}: ListControllerOptions<TPage, TKey>): ListController<TPage> {
  const paged = usePagedSearch(debounceMs);
  const { page, search, setPage } = paged;
  const list = useQuery(query({ page, search }));
  const loadingPage = list.isPlaceholderData;
  const lastPage = list.data ? Math.max(0, list.data.totalPages - 1) : 0;
  const pageKnown = list.isSuccess && !loadingPage;

  useEffect(() => {
    if (pageKnown && page > lastPage) setPage(lastPage);
  }, [pageKnown, page, lastPage, setPage]);

  return { ...paged, list, loadingPage };
}
