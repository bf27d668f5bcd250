import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { loginAttempts } from '../db/schema';
import { HOST, ORIGIN, PASSWORD, createHarness, type Harness } from '../test/harness';
import type { App } from '../types';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const login = (app: App, username: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  });

/** Statuses of requests sent all at once, counted: { 401: n, 429: m }. */
async function all(requests: Promise<{ statusCode: number }>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const res of await Promise.all(requests)) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('guesses sent at once: at most the limit are checked (10 per email, 50 per address, per 15 min)', () => {
  it('30 wrong passwords for one email at once: 10 checked (401), 20 refused unchecked (429); then the right one is refused too', async () => {
    await h.createUser('thirty@throttle.test');
    expect(await all(range(30).map(() => login(h.app, 'thirty@throttle.test', 'wrong', '10.30.0.1')))).toEqual({ 401: 10, 429: 20 });
    const right = await login(h.app, 'thirty@throttle.test', PASSWORD, '10.30.0.2');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('120 wrong guesses from one address at once, over 120 emails: 50 checked, 70 refused; the right password from there is refused', async () => {
    await h.createUser('hundred@throttle.test');
    const guesses = range(120).map((i) => login(h.app, `guess-${i}@throttle.test`, 'wrong', '10.120.0.1'));
    expect(await all(guesses)).toEqual({ 401: 50, 429: 70 });
    const right = await login(h.app, 'hundred@throttle.test', PASSWORD, '10.120.0.1');
    expect(right.statusCode).toBe(429);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    // The account itself is not locked: its owner signs in from elsewhere.
    expect((await login(h.app, 'hundred@throttle.test', PASSWORD, '10.120.0.2')).statusCode).toBe(200);
  });

  it('500 wrong passwords for one email at once from 500 addresses: 10 checked, 490 refused', async () => {
    await h.createUser('five-hundred@throttle.test');
    const guesses = range(500).map((i) => login(h.app, 'five-hundred@throttle.test', `wrong-${i}`, `10.50.${Math.floor(i / 250)}.${i % 250}`));
    expect(await all(guesses)).toEqual({ 401: 10, 429: 490 });
    expect((await login(h.app, 'five-hundred@throttle.test', PASSWORD, '10.50.9.9')).statusCode).toBe(429);
  });
});

describe('one limit for every API process', () => {
  it('two app instances, each with its own connection pool: 30 guesses split across them, still 10 checked', async () => {
    await h.createUser('two-processes@throttle.test');
    const first = await h.buildOnOwnConnection({});
    const second = await h.buildOnOwnConnection({});
    const guesses = range(30).map((i) => login(i % 2 ? first : second, 'two-processes@throttle.test', 'wrong', `10.2.0.${i}`));
    expect(await all(guesses)).toEqual({ 401: 10, 429: 20 });
    expect((await login(first, 'two-processes@throttle.test', PASSWORD, '10.2.1.1')).statusCode).toBe(429);
    expect((await login(second, 'two-processes@throttle.test', PASSWORD, '10.2.1.2')).statusCode).toBe(429);
    // And a process started afterwards (a restart) finds the count where the others left it.
    const restarted = await h.buildOnOwnConnection({});
    expect((await login(restarted, 'two-processes@throttle.test', PASSWORD, '10.2.1.3')).statusCode).toBe(429);
  });
});

describe('windows and what counts', () => {
  it('a successful login gives its attempt back, but does not wipe the failures before it', async () => {
    const app = await h.buildAnother({ loginMaxAttempts: 3 });
    await h.createUser('kept@throttle.test');
    for (let i = 0; i < 2; i++) expect((await login(app, 'kept@throttle.test', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(app, 'kept@throttle.test', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    expect((await login(app, 'kept@throttle.test', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(app, 'kept@throttle.test', PASSWORD, '10.3.0.1')).statusCode).toBe(429);
  });

  it('a window that has ended starts again from zero', async () => {
    const app = await h.buildAnother({ loginMaxAttempts: 2 });
    await h.createUser('expired@throttle.test');
    for (let i = 0; i < 2; i++) expect((await login(app, 'expired@throttle.test', 'wrong', '10.4.0.1')).statusCode).toBe(401);
    expect((await login(app, 'expired@throttle.test', PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    // As if the 15 minutes had passed.
    await h.database.db.update(loginAttempts).set({ windowEnds: new Date(Date.now() - 1000) });
    expect((await login(app, 'expired@throttle.test', PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('Retry-After is the time left in the window', async () => {
    const app = await h.buildAnother({ loginMaxAttempts: 1, loginWindowS: 600 });
    await h.createUser('retry@throttle.test');
    expect((await login(app, 'retry@throttle.test', 'wrong', '10.5.0.1')).statusCode).toBe(401);
    const blocked = await login(app, 'retry@throttle.test', PASSWORD, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('stores neither emails nor addresses, and ended windows are cleared', async () => {
    await h.createUser('private@throttle.test');
    expect((await login(h.app, 'private@throttle.test', 'wrong', '10.6.0.77')).statusCode).toBe(401);
    const rows = await h.database.db.select().from(loginAttempts);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.key).toMatch(/^(email|ip):[A-Za-z0-9_-]{43}$/);
      expect(r.key).not.toMatch(/throttle\.test|10\.6\.0\.77/);
    }
    await h.database.db.update(loginAttempts).set({ windowEnds: new Date(Date.now() - 1000) });
    // A process's first login clears ended windows.
    await login(await h.buildAnother({}), 'private@throttle.test', PASSWORD, '10.6.0.78');
    const left = await h.database.db.select().from(loginAttempts);
    expect(left.every((r) => r.windowEnds.getTime() > Date.now())).toBe(true);
  });
});
