import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@meche/contracts';
import { createLoginLimiter } from './auth/login-limiter';
import { authRoutes } from './auth/routes';
import { createSessionService, resolveSessionSecret } from './auth/session-service';
import type { BackupService } from './backups/backup-service';
import { backupRoutes } from './backups/routes';
import { categoryRoutes } from './categories/routes';
import { clientRoutes } from './clients/routes';
import { consentRoutes } from './consent/routes';
import { dashboardRoutes } from './dashboard/routes';
import type { Database } from './db/database';
import type { AppConfig } from './env';
import { healthRoutes } from './health/routes';
import { createExportQueue } from './heavy-work/export-queue';
import { FairQueue } from './heavy-work/fair-queue';
import { calendarFeedRoutes, followUpSettingsRoutes } from './follow-up/routes';
import { followVisitsByMail } from './follow-up/visit-reminders';
import { importExportRoutes } from './import-export/routes';
import { createMailQueue } from './mail/mail-queue';
import { mailRoutes } from './mail/routes';
import { smtpTransport } from './mail/transport';
import { registerAuthenticate } from './plugins/authenticate';
import { MAX_HEADER_SIZE, frenchClientErrorHandler } from './plugins/client-errors';
import { connectionTimeoutOptions, registerConnectionLimits } from './plugins/connection-limits';
import { registerBootHints } from './plugins/boot-hints';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { fastSerializerCompiler } from './plugins/fast-serializer';
import { MAX_PARAM_LENGTH } from './plugins/request-target';
import { registerSecurity } from './plugins/security';
import { isSpaNavigation, registerStaticSite } from './plugins/static-site';
import { photoRoutes } from './photos/routes';
import { productRoutes } from './products/routes';
import { clientFormRoutes } from './questionnaire-link/public-routes';
import { questionnaireLinkRoutes } from './questionnaire-link/routes';
import { HttpError } from './shared/http-errors';
import { loggableError } from './shared/loggable-error';
import { hasNulCharacter } from './shared/nul-character';
import { programRoutes } from './programs/routes';
import { protocolRoutes } from './protocols/routes';
import { registerResponseSizeLimit } from './plugins/response-size';
import { rulesRoutes } from './settings/rules-routes';
import { settingsRoutes } from './settings/routes';
import { sheetRoutes } from './sheets/routes';
import { storageRoutes } from './storage/routes';
import type { App } from './types';
import { userRoutes } from './users/routes';
import { createVisitChanges } from './visits/change-hooks';
import { visitRoutes } from './visits/routes';
import './types';

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** The embedded database's backups, when this process makes them. */
  backups?: Pick<BackupService, 'status'> | null;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * One log line per request, written when it completes (with the request's method, URL and address, its status
 * and time), instead of Fastify's two: the same fields at half the logging cost. Errors still log.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Every `err` logged, by us or by Fastify, goes through one filter: no SQL parameters, no row values. */
function withSafeErrors(logger: BuildAppOptions['logger']): BuildAppOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: loggableError } };
}

/** External plugins → app services → one route plugin per resource, all under /api. */
export async function buildApp({ database, config, logger = false, backups = null }: BuildAppOptions): Promise<App> {
  const timeouts = connectionTimeoutOptions(config.connections);
  const app = Fastify({
    logger: withSafeErrors(logger),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    ...timeouts,
    http: { ...timeouts.http, maxHeaderSize: MAX_HEADER_SIZE },
    clientErrorHandler: frenchClientErrorHandler,
    // Bad URL encoding, over-long path parameter: answered before routing, by default in English.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).header('Cache-Control', 'no-store').send({ message: MSG.invalidValue });
    },
    // Unique across restarts and replicas: the audit log keeps it to tie a row to the request's logs.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  registerErrorHandling(app);
  registerConnectionLimits(app, config.connections, config.trustProxy);

  // Every registered route, so the security tests can prove their route table misses none.
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  // JSON only; an empty body reads as {} so a body-less POST gets field errors, not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, String(body), done);
  });

  await app.register(cookie);
  await registerCompression(app);
  await registerSecurity(app, config);
  registerResponseSizeLimit(app, config.responseMaxBytes);
  await registerDocs(app);

  const secret = await resolveSessionSecret(database.db, config.sessionSecret);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('backups', backups);
  app.decorate('imageQueue', new FairQueue(config.imageQueue));
  app.decorate('exportQueue', createExportQueue());
  const mail = await createMailQueue({
    database,
    from: config.mail.from,
    transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null,
    ...(config.mail.retry ? { retry: config.mail.retry } : {}),
    ...(config.mail.pollingIntervalS ? { pollingIntervalS: config.mail.pollingIntervalS } : {}),
    supervise: true,
    onError: (error) => app.log.error({ err: error }, 'mail queue error'),
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  await mail.startSending();
  app.decorate('visitChanges', createVisitChanges());
  followVisitsByMail(app);
  app.decorate(
    'sessions',
    createSessionService(database.db, secret, {
      reuseGraceS: config.refreshReuseGraceS,
      checkCacheMs: config.sessionCheckCacheMs,
    }),
  );
  app.decorate(
    'loginLimiter',
    createLoginLimiter(database.db, {
      maxPerEmail: config.loginMaxAttempts,
      maxPerIp: config.loginMaxAttemptsPerIp,
      windowS: config.loginWindowS,
    }),
  );
  app.decorateRequest('auth', null as unknown as { userId: number; sessionId: string });

  app.addHook('preValidation', async (request) => {
    if ((request.method === 'POST' || request.method === 'PUT') && request.body === undefined) request.body = {};
    // Refused here, not by the database (which would answer 500): no text column can hold U+0000.
    if (hasNulCharacter(request.body) || hasNulCharacter(request.query)) throw new HttpError(400, MSG.invalidValue);
  });

  await app.register(
    async (api: App) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(async (secured: App) => {
        registerAuthenticate(secured);
        await secured.register(userRoutes);
        await secured.register(clientRoutes);
        await secured.register(consentRoutes);
        await secured.register(photoRoutes);
        await secured.register(categoryRoutes);
        await secured.register(productRoutes);
        await secured.register(programRoutes);
        await secured.register(protocolRoutes);
        await secured.register(settingsRoutes);
        await secured.register(rulesRoutes);
        await secured.register(storageRoutes);
        await secured.register(dashboardRoutes);
        await secured.register(backupRoutes);
        await secured.register(importExportRoutes);
        await secured.register(mailRoutes);
        await secured.register(followUpSettingsRoutes);
        await secured.register(visitRoutes);
        await secured.register(questionnaireLinkRoutes);
        await secured.register(sheetRoutes);
      });
    },
    { prefix: '/api' },
  );
  // The client's page and its submission: no session, their own paths (see questionnaire-link/public-routes.ts).
  await app.register(clientFormRoutes);

  if (config.staticDir) {
    await registerStaticSite(app, config.staticDir);
    registerBootHints(app, config.staticDir);
  }

  app.setNotFoundHandler((request, reply) => {
    if (config.staticDir && isSpaNavigation(request.method, request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MSG.notFound });
  });

  return app;
}
