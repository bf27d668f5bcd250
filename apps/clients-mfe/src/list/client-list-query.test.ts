import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clientQueries } from '@meche/api-client';
import { clientListQuery } from './client-list-query';

describe('client list query', () => {
  it('shares the factory key, caches 5 minutes, refetches on focus and keeps the previous page while loading', () => {
    const options = clientListQuery({ page: 2, search: 'dupont' });
    expect(options.queryKey).toEqual(clientQueries.list({ page: 2, search: 'dupont' }).queryKey);
    expect(options.queryKey.at(-1)).toEqual({ page: 2, size: 20, search: 'dupont', sortBy: 'lastName', direction: 'asc' });
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.placeholderData).toBe(keepPreviousData);
  });
});
