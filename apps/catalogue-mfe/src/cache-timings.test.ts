import { describe, expect, it } from 'vitest';
import { categoryQueries, productQueries } from '@meche/api-client';

const MINUTE = 60_000;

describe('cache timings the catalogue pages rely on', () => {
  it('keeps the product list fresh for 5 minutes and the detail cached for 5 minutes', () => {
    expect(productQueries.list().staleTime).toBe(5 * MINUTE);
    expect(productQueries.detail(1).gcTime).toBe(5 * MINUTE);
  });

  it('caches the categories for 5 minutes, fresh for 2', () => {
    expect(categoryQueries.list().gcTime).toBe(5 * MINUTE);
    expect(categoryQueries.list().staleTime).toBe(2 * MINUTE);
  });
});
