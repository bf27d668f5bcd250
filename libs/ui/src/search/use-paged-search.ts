import { useCallback, useState, type SetStateAction } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface PagedSearch {
  /** What the input shows, updated on every keystroke. */
  input: string;
  setInput(value: string): void;
  /** The debounced input: what a list query should use. */
  search: string;
  /** 0-based; back to 0 whenever `search` changes. */
  page: number;
  setPage(page: SetStateAction<number>): void;
}

export function usePagedSearch(delayMs: number, initialSearch = ''): PagedSearch {
  const [input, setInput] = useState(initialSearch);
  const search = useDebouncedValue(input, delayMs);
  // The page remembers which search it belongs to, so a new search reads page 0 in the same render.
  const [paging, setPaging] = useState({ search, page: 0 });
  const page = paging.search === search ? paging.page : 0;

  const setPage = useCallback(
    (next: SetStateAction<number>) =>
      setPaging((prev) => {
        const base = prev.search === search ? prev.page : 0;
        return { search, page: typeof next === 'function' ? next(base) : next };
      }),
    [search],
  );

  return { input, setInput, search, page, setPage };
}
