import { describe, expect, it } from 'vitest';
import { ID_MAX, parseRouteId } from './fields-values';

describe('parseRouteId', () => {
  it('reads a route parameter of digits as the id it names', () => {
    expect(parseRouteId('7')).toBe(7);
    expect(parseRouteId(String(ID_MAX))).toBe(ID_MAX);
  });

  it('refuses what no record can have as id: zero, too large, signs, spaces, decimals, other notations, nothing', () => {
    for (const param of ['0', '016', '00', String(ID_MAX + 1), '-1', '+1', ' 12', '1.0', '1e3', '0x10', 'abc', '', undefined]) {
      expect(parseRouteId(param), String(param)).toBeUndefined();
    }
  });
});
