import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { MAX_HEADER_SIZE } from '../plugins/client-errors';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { listenOnFreePort, rawRequest } from '../test/raw-http';

let h: Harness;
let me: Agent & { userId: number };
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('limits@limits.test');
});
afterAll(() => h?.close());

describe('request size limits', () => {
  it('refuses a body over 1 MiB with 413 and a French message, changing nothing', async () => {
    const before = await snapshotDatabase(h.database.db);
    const res = await me.call('POST', '/api/client', {
      payload: JSON.stringify({ firstName: 'A', lastName: 'B', sex: 'F', comments: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('refuses headers over 16 KiB with 431 and a French message; malformed HTTP gets 400 in French', async () => {
    const port = await listenOnFreePort(await h.buildAnother({}));
    const big = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: meche.test\r\nX-Big: ${'a'.repeat(MAX_HEADER_SIZE + 10)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toEqual({ message: MSG.headersTooLarge });

    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({ message: MSG.badRequest });

    const ok = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: meche.test\r\nConnection: close\r\n\r\n');
    expect(ok).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers unknown routes and methods with 404, over-long path parameters with 414, in French', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/clients'],
    ] as const) {
      const res = await me.call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
    // Over 100 characters, whether or not a route of that method has a parameter there.
    for (const [method, url] of [
      ['GET', `/api/client/${'9'.repeat(200)}`],
      ['GET', `/api/client/${'9'.repeat(101)}/export`],
      ['GET', `/api/category/${'9'.repeat(101)}`],
      ['GET', `/api/care/${'9'.repeat(101)}`],
      ['DELETE', `/api/programs/${'9'.repeat(101)}`],
      ['GET', `/api/${'x'.repeat(101)}`],
    ] as const) {
      const long = await me.call(method, url);
      expect(long.statusCode, `${method} ${url}`).toBe(414);
      expect(long.json()).toEqual({ message: MSG.invalidValue });
      expect(long.headers['cache-control']).toBe('no-store');
    }
    expect((await me.get(`/api/client/${'9'.repeat(100)}`)).statusCode).toBe(400);
  });

  it('refuses other content types with 415 in French', async () => {
    const res = await me.call('POST', '/api/category', { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MSG.unsupportedMediaType });
  });
});
