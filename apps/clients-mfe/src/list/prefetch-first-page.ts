import { pageQueryClient } from '@meche/runtime/data';
import { clientListQuery } from './client-list-query';

/**
 * First visit of the list: page 0 of the clients (what the page asks for first: no search, page 0) is
 * requested while the page's code is still loading, instead of after it has loaded and rendered. Same
 * query key and staleTime as the page, so the page finds it in flight or fresh, and a fresh one is not
 * asked for again.
 */
export function prefetchFirstPage(): void {
  void pageQueryClient()?.prefetchQuery(clientListQuery({ page: 0, search: '' }));
}
