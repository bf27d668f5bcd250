import { describe, expect, it } from 'vitest';
import routes from './routes';

describe('catalogue routes (ARCHITECTURE §3)', () => {
  it('exposes the five catalogue paths relative to /dashboard, each loaded lazily', () => {
    expect(routes.map((r) => r.path)).toEqual([
      'product-category',
      'add-product',
      'product-detail/:id',
      'categories',
      'add-category',
    ]);
    expect(routes.every((r) => typeof r.lazy === 'function' && !r.element && !r.Component)).toBe(true);
  });
});
