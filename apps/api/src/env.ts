import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_STORAGE_QUOTA_MB } from '@meche/contracts';
import { RESPONSE_MAX_BYTES } from './plugins/response-size';
import type { FairQueueLimits } from './heavy-work/fair-queue';
import type { MailRetryPolicy } from './mail/mail-queue';

/** The repository root (apps/api/src → ../../..): the default home of `.data/`. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean));

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: int(3000, 0),
  /** Loopback by default so a laptop never exposes its data; set 0.0.0.0 in a container. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  DATABASE_URL: z.url().optional(),
  /**
   * Embedded database only: the key of the backups, an age identity (`AGE-SECRET-KEY-1…`) or a passphrase. Absent, a
   * key is generated once into a file beside the data folder (see backups/backup-key.ts).
   */
  BACKUP_KEY: z.string().optional(),
  /** Embedded database only: where the backups go; by default `<data folder>-backups` beside the data folder. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** PostgreSQL only: connections per API process, and the bounded queue of requests waiting for one. */
  DATABASE_POOL_SIZE: int(10, 1),
  DATABASE_QUEUE_MAX: int(5000, 0),
  DATABASE_QUEUE_TIMEOUT_MS: int(15_000, 1),
  /** 'false' behind PgBouncer in transaction mode before 1.21, which cannot keep named prepared statements. */
  DATABASE_NAMED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * A direct PostgreSQL URL for the migrations at start, when DATABASE_URL goes through a transaction-mode pooler:
   * they hold a session-level advisory lock, which such a pooler cannot keep on one server connection.
   */
  MIGRATION_DATABASE_URL: z.url().optional(),
  /** At least 32 characters; when absent a secret is generated once and stored in the database. */
  SESSION_SECRET: z.string().min(32).optional(),
  ALLOWED_ORIGINS: list,
  /** Host names this server answers to besides loopback names and the hosts of ALLOWED_ORIGINS (DNS rebinding). */
  PUBLIC_HOSTS: list,
  REMOTE_ORIGINS: list,
  STATIC_DIR: z.string().min(1).optional(),
  REFRESH_REUSE_GRACE_S: int(10),
  /**
   * How long a replica trusts a session it confirmed without reading the row again. Revocations made by this
   * replica apply at once; by another replica, or a user disabled in the database, within this bound. 0: off.
   */
  SESSION_CHECK_CACHE_MS: int(2000),
  LOGIN_MAX_ATTEMPTS: int(10, 1),
  LOGIN_MAX_ATTEMPTS_PER_IP: int(50, 1),
  LOGIN_WINDOW_S: int(900, 1),
  /** Requests to the client's questionnaire page and its submission, per link and per address, per LOGIN_WINDOW_S. */
  FORM_MAX_REQUESTS_PER_LINK: int(30, 1),
  FORM_MAX_REQUESTS_PER_IP: int(120, 1),
  /** Each practice's room for photos and logo, in Mio, unless its own `practice_settings.storage_quota_bytes` says otherwise. */
  STORAGE_QUOTA_MB: int(DEFAULT_STORAGE_QUOTA_MB, 1),
  /**
   * The image queue (photos and logos, see heavy-work/fair-queue.ts): images decoded at once, and at once for one
   * practice; images one practice may have admitted (decoding or waiting); images waiting, every practice together.
   */
  IMAGE_WORKERS: int(2, 1),
  IMAGE_WORKERS_PER_PRACTICE: int(1, 1),
  IMAGE_QUEUE_PER_PRACTICE: int(4, 1),
  IMAGE_QUEUE_MAX: int(16, 0),
  /**
   * Connection limits (docs/security.md, "Connections"): the time to send the headers, a small body (every route
   * but the photo and logo uploads), a whole request (uploads included: 15 MB at about 1 Mbit/s), an idle socket
   * (a client that stops reading its answer) and an idle keep-alive connection; connections per process and per
   * address (not applied with TRUST_PROXY, where every connection comes from the proxy: the proxy caps per client).
   */
  HEADERS_TIMEOUT_MS: int(10_000, 1),
  BODY_TIMEOUT_MS: int(15_000, 1),
  REQUEST_TIMEOUT_MS: int(150_000, 1),
  IDLE_TIMEOUT_MS: int(60_000, 1),
  KEEP_ALIVE_TIMEOUT_MS: int(10_000, 1),
  MAX_CONNECTIONS: int(1000, 1),
  MAX_CONNECTIONS_PER_ADDRESS: int(100, 1),
  /**
   * The SMTP server mail goes through (`smtp://user:password@host:587`, `smtps://…:465`). Absent, messages wait in the
   * queue, unsent, until the API starts with one.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every message: an address of the deployment's domain, which its SPF and DKIM records allow. */
  MAIL_FROM: z.string().min(3).default('Mèche <ne-pas-repondre@meche.localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* (set when behind a reverse proxy or load balancer). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.output<typeof envSchema>;

/** What buildApp needs to know; tests build it directly. */
export interface AppConfig {
  sessionSecret?: string | undefined;
  allowedOrigins: string[];
  publicHosts: string[];
  remoteOrigins: string[];
  staticDir?: string | undefined;
  refreshReuseGraceS: number;
  sessionCheckCacheMs: number;
  loginMaxAttempts: number;
  loginMaxAttemptsPerIp: number;
  loginWindowS: number;
  formMaxPerLink: number;
  formMaxPerIp: number;
  trustProxy: boolean;
  /** A practice's default storage quota (photos, thumbnails, logo), in bytes. */
  storageQuotaBytes: number;
  /** No answer heavier than this is sent (plugins/response-size.ts). */
  responseMaxBytes: number;
  imageQueue: FairQueueLimits;
  connections: ConnectionLimits;
  mail: MailConfig;
}

export interface MailConfig {
  /** undefined: messages stay queued. */
  smtpUrl: string | undefined;
  from: string;
  retry?: MailRetryPolicy;
  /** Seconds between two looks at an idle queue. */
  pollingIntervalS?: number;
}

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration invalide : ${details}`);
  }
  return parsed.data;
}

export function toAppConfig(env: Env): AppConfig {
  return {
    sessionSecret: env.SESSION_SECRET,
    allowedOrigins: env.ALLOWED_ORIGINS,
    publicHosts: env.PUBLIC_HOSTS,
    remoteOrigins: env.REMOTE_ORIGINS,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    refreshReuseGraceS: env.REFRESH_REUSE_GRACE_S,
    sessionCheckCacheMs: env.SESSION_CHECK_CACHE_MS,
    loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
    loginMaxAttemptsPerIp: env.LOGIN_MAX_ATTEMPTS_PER_IP,
    loginWindowS: env.LOGIN_WINDOW_S,
    formMaxPerLink: env.FORM_MAX_REQUESTS_PER_LINK,
    formMaxPerIp: env.FORM_MAX_REQUESTS_PER_IP,
    trustProxy: env.TRUST_PROXY,
    storageQuotaBytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
    responseMaxBytes: RESPONSE_MAX_BYTES,
    imageQueue: {
      running: env.IMAGE_WORKERS,
      runningPerPractice: env.IMAGE_WORKERS_PER_PRACTICE,
      admittedPerPractice: env.IMAGE_QUEUE_PER_PRACTICE,
      waiting: env.IMAGE_QUEUE_MAX,
    },
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
  };
}

export const defaultAppConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...toAppConfig(loadEnv({})),
  ...overrides,
});
