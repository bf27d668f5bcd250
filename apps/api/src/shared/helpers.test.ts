import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken, successorToken } from '../auth/tokens';
import { centsToNumeric, numericToCents } from './money';
import type { FastifyRequest } from 'fastify';
import { requestLogFields } from './request-log';
import { buildSearchText, searchPatterns } from './search-text';

describe('money columns', () => {
  it('converts numeric(12,2) strings to cents and back exactly', () => {
    expect(numericToCents('12.50')).toBe(1250);
    expect(numericToCents('0.3')).toBe(30);
    expect(numericToCents('7')).toBe(700);
    expect(numericToCents('-1.05')).toBe(-105);
    expect(centsToNumeric(1250)).toBe('12.50');
    expect(centsToNumeric(5)).toBe('0.05');
    expect(centsToNumeric(-105)).toBe('-1.05');
  });
});

describe('search text', () => {
  it('lower-cases and strips accents, one pattern per word, LIKE wildcards escaped', () => {
    expect(buildSearchText(['Éloïse', null, 'SAINT-ÉTIENNE'])).toBe('eloise saint-etienne');
    expect(searchPatterns('  ELOÏSE   Lyon ')).toEqual(['%eloise%', '%lyon%']);
    expect(searchPatterns('50%_off\\')).toEqual(['%50\\%\\_off\\\\%']);
    expect(searchPatterns('   ')).toEqual([]);
  });
});

describe('tokens', () => {
  it('verifies its own signature only', () => {
    const token = signAccessToken('secret-a'.repeat(4), { userId: 3, sessionId: 'abc', expiresAt: 99 });
    expect(readAccessToken('secret-a'.repeat(4), token)).toEqual({ userId: 3, sessionId: 'abc', expiresAt: 99 });
    expect(readAccessToken('secret-b'.repeat(4), token)).toBeNull();
    expect(readAccessToken('secret-a'.repeat(4), 'garbage')).toBeNull();
  });

  it('accepts only the canonical spelling of a signature', () => {
    const secret = 'secret-a'.repeat(4);
    const token = signAccessToken(secret, { userId: 3, sessionId: 'abc', expiresAt: 99 });
    const [payload = '', signature = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    // 32 bytes take 43 characters: the last one's two low bits are padding, so these decode to the same bytes.
    const sameBytes = [1, 2, 3].map((flip) => signature.slice(0, -1) + alphabet[last ^ flip]);
    for (const variant of [...sameBytes, `${signature}=`, `${signature}==`, signature.replace(/-/g, '+').replace(/_/g, '/') + '=']) {
      if (variant === signature) continue;
      expect(Buffer.from(variant, 'base64url').equals(Buffer.from(signature, 'base64url')), variant).toBe(true);
      expect(readAccessToken(secret, `${payload}.${variant}`), variant).toBeNull();
    }
    expect(readAccessToken(secret, token)).not.toBeNull();
  });

  it('derives the same successor for the same refresh token', () => {
    expect(successorToken('s'.repeat(32), 'tok')).toBe(successorToken('s'.repeat(32), 'tok'));
    expect(successorToken('s'.repeat(32), 'tok')).not.toBe(successorToken('s'.repeat(32), 'tok2'));
  });
});

describe('request log lines', () => {
  it('keep the path and ids, never the query string (search terms, a photo note)', () => {
    const request = {
      method: 'POST',
      url: '/api/client/7/photos?takenOn=2026-01-02&zone=Front&note=Plaque%20de%20pelade',
      host: 'meche.test',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    } as unknown as FastifyRequest;
    expect(requestLogFields(request)).toEqual({ method: 'POST', url: '/api/client/7/photos', host: 'meche.test', remoteAddress: '127.0.0.1', remotePort: 5000 });
  });
});
