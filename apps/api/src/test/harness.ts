import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@meche/contracts';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import type { PoolLimits } from '../db/bounded-pool';
import type { Database } from '../db/database';
import { defaultAppConfig, type AppConfig } from '../env';
import type { App } from '../types';
import { createUserRepository } from '../users/repository';
import { createTestDatabase } from './test-database';

export const HOST = 'meche.test';
export const ORIGIN = `http://${HOST}`;
export const PASSWORD = 'correct horse battery';
export const SECRET = 's'.repeat(40);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface CallOptions {
  body?: unknown;
  /** Sent as it is (raw bodies: an image upload). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** false: send no Origin header. */
  origin?: string | false;
}

/** A browser-like caller: keeps its cookies between calls and sends the app's Origin on writes. */
export class Agent {
  readonly jar = new Map<string, string>();
  constructor(private readonly app: App) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: HOST, ...options.headers };
    if (options.origin !== false) headers.origin = options.origin ?? ORIGIN;
    if (this.jar.size) headers.cookie = this.cookieHeader();
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (!c.value || c.maxAge === 0) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, o?: CallOptions) => this.call('GET', url, o);
  post = (url: string, body?: unknown, o?: CallOptions) => this.call('POST', url, { ...o, body });
  put = (url: string, body?: unknown, o?: CallOptions) => this.call('PUT', url, { ...o, body });
  delete = (url: string, o?: CallOptions) => this.call('DELETE', url, o);
}

/** The id a create answered (setup steps: anything but 201 stops the test). */
export function createdId(res: LightMyRequestResponse): number {
  if (res.statusCode !== 201) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export interface Harness {
  app: App;
  database: Database;
  /** Creates a practitioner (same password for all: argon2 runs once per file) and signs them in. */
  practitioner(email: string, options?: { name?: string; role?: Role | string }): Promise<Agent & { userId: number }>;
  createUser(email: string, options?: { name?: string; role?: Role | string }): Promise<number>;
  anonymous(): Agent;
  buildAnother(config: Partial<AppConfig>): Promise<App>;
  /** Another app as a second API process would run it: its own connection pool on PostgreSQL (PGlite: shared). */
  buildOnOwnConnection(config: Partial<AppConfig>, pool?: Partial<PoolLimits>): Promise<App>;
  /** PostgreSQL only: the same database through a pool of its own, as another writer would reach it (PGlite: null). */
  connectAgain(): Promise<Database | null>;
  close(): Promise<void>;
}

export async function createHarness(config: Partial<AppConfig> = {}): Promise<Harness> {
  const { database, connectAgain, dispose } = await createTestDatabase();
  const appConfig = defaultAppConfig({ sessionSecret: SECRET, publicHosts: [HOST], ...config });
  const app = await buildApp({ database, config: appConfig });
  const others: App[] = [];
  const users = createUserRepository(database.db);
  const passwordHash = await hashPassword(PASSWORD);

  const createUser: Harness['createUser'] = async (email, options = {}) => {
    const user = await users.create({
      email,
      name: options.name ?? email.split('@')[0] ?? email,
      role: (options.role ?? 'USER') as Role,
      passwordHash,
    });
    return user.id;
  };

  return {
    app,
    database,
    createUser,
    connectAgain: () => connectAgain(),
    async practitioner(email, options) {
      const userId = await createUser(email, options);
      const agent = Object.assign(new Agent(app), { userId });
      const res = await agent.post('/api/login', { username: email, password: PASSWORD });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return agent;
    },
    anonymous: () => new Agent(app),
    async buildAnother(overrides) {
      const other = await buildApp({ database, config: { ...appConfig, ...overrides } });
      others.push(other);
      return other;
    },
    async buildOnOwnConnection(overrides, pool) {
      const other = await buildApp({ database: (await connectAgain(pool)) ?? database, config: { ...appConfig, ...overrides } });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await dispose();
    },
  };
}
