import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoginLimiter } from './auth/login-limiter';
import type { SessionService } from './auth/session-service';
import type { BackupService } from './backups/backup-service';
import type { Database, Db } from './db/database';
import type { AppConfig } from './env';
import type { FairQueue } from './heavy-work/fair-queue';
import type { MailQueue } from './mail/mail-queue';
import type { VisitChanges } from './visits/change-hooks';

/** The Fastify instance every route plugin receives: zod-typed schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: AppConfig;
    sessions: SessionService;
    /** Login throttling, shared by every process through the database. */
    loginLimiter: LoginLimiter;
    /** The embedded database's backups; null on a PostgreSQL server (backed up there) and in most tests. */
    backups: Pick<BackupService, 'status'> | null;
    /** Image decoding (photos, logos): bounded, and fair between practices. */
    imageQueue: FairQueue;
    /** Client exports (zips): bounded, and fair between practices. */
    exportQueue: FairQueue;
    /** Outgoing e-mail: `app.mail.enqueue(db or transaction, message)`, kept in the database until the SMTP server takes it. */
    mail: MailQueue;
    /** Visit creations, moves, edits and cancellations, for reminders and the calendar feed (see visits/change-hooks). */
    visitChanges: VisitChanges;
    /** Every route registered (method, full url), in registration order. */
    routeList: readonly { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** The signed-in practitioner, set by the authenticate hook on protected routes. */
    auth: { userId: number; sessionId: string };
  }
}
