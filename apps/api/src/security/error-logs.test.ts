import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { buildApp } from '../app';
import { defaultAppConfig } from '../env';
import { loggableError } from '../shared/loggable-error';
import { Agent, HOST, PASSWORD, SECRET, createHarness, type Harness } from '../test/harness';
import { clientBody } from '../test/route-table';
import type { App } from '../types';

let h: Harness;
let app: App;
let me: Agent;
const lines: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  // The production logger (info level, JSON lines), written here instead of stdout.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    database: h.database,
    config: defaultAppConfig({ sessionSecret: SECRET, publicHosts: [HOST] }),
    logger: { level: 'info', stream },
  });
  await h.createUser('logs@logs.test');
  me = new Agent(app);
  expect((await me.post('/api/login', { username: 'logs@logs.test', password: PASSWORD })).statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await h?.close();
});

describe('error logs', () => {
  it('a statement that fails while carrying a client file logs its SQLSTATE and constraint, not the file', async () => {
    // Any statement failure will do: this constraint refuses the health answer the test sends.
    await h.database.db.execute(sql.raw(`alter table clients add constraint log_probe check (position('LOGLEAK' in coalesce(anticoagulants, '')) = 0)`));
    try {
      lines.length = 0;
      const res = await me.post('/api/client', { ...clientBody('LOGLEAK'), anticoagulants: 'Oui, LOGLEAK sous Previscan' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.serverError });

      const logged = lines.join('\n');
      const errors = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: Record<string, unknown> }).filter((l) => l.level >= 50);
      expect(errors.map((e) => e.msg)).toContain('unhandled error');
      const err = errors.find((e) => e.msg === 'unhandled error')?.err;
      expect(err).toMatchObject({ message: 'database error 23514' });
      expect(JSON.stringify(err)).toContain('log_probe');
      expect(logged).not.toContain('LOGLEAK');
      expect(logged).not.toContain('Previscan');
      expect(logged).not.toMatch(/params|Failed query|insert into|Failing row/i);
    } finally {
      await h.database.db.execute(sql.raw('alter table clients drop constraint log_probe'));
    }
  });

  it('other errors keep their message and stack', () => {
    const logged = loggableError(new TypeError('x is undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
    expect(logged.stack).toMatch(/at /);
  });
});
