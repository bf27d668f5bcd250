import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@meche/contracts';
import { toStoredUser } from './session-store';

const valid = { username: 'camille@example.fr', userId: 7, phone: null, role: 'USER', name: 'Camille' };

describe('toStoredUser', () => {
  it('accepts and rejects exactly what sessionUserSchema does', () => {
    const samples: unknown[] = [
      valid,
      { ...valid, phone: '0601020304' },
      { ...valid, extra: 'dropped' },
      { ...valid, userId: '7' },
      { ...valid, phone: undefined },
      { ...valid, role: null },
      { username: 'x', userId: 1, role: 'USER', name: 'y' },
      null,
      [],
      'user',
      42,
      {},
    ];
    for (const sample of samples) {
      const parsed = sessionUserSchema.safeParse(sample);
      expect(toStoredUser(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
