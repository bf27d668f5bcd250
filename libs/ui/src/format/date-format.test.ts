import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDateFormat } from './date-format';

afterEach(() => vi.restoreAllMocks());

describe('lazyDateFormat', () => {
  it('builds its format on the first use only, then reuses it', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const format = lazyDateFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(built).not.toHaveBeenCalled();
    expect(format().format(new Date('2026-03-30T00:00:00Z'))).toBe('30 mars');
    expect(format()).toBe(format());
    expect(built).toHaveBeenCalledTimes(1);
  });
});
