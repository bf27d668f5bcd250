import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { MSG } from '@meche/contracts';
import type { AppConfig } from '../env';
import { isClientFormPath } from '../questionnaire-link/client-form-path';
import { STATE_CHANGING } from '../shared/methods';
import { registerHostAllowList } from './host-allow-list';
import { remoteOriginsSource } from './remote-origins';
import { isApiPath as isApi, registerRequestTargetCheck } from './request-target';

const isDocs = (url: string) => url.startsWith('/api/docs');

/** Allowed: same origin as the request (the shell's origin serves the API), or listed in ALLOWED_ORIGINS. */
function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  if (allowed.includes(origin)) return true;
  try {
    // Scheme, host and port, both sides through URL so default ports compare equal: an http page may not
    // write to the https site (and vice versa). Behind a TLS proxy this needs TRUST_PROXY to see https.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

function htmlCsp(remoteOrigins: readonly string[]): string {
  const r = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${r}`,
    `style-src 'self' 'unsafe-inline'${r}`,
    `connect-src 'self'${r}`,
    `img-src 'self' data:${r}`,
    `font-src 'self' data:${r}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The client's questionnaire page (no session, opened from a link): its own files only, no inline code, no frame,
 * no form posted elsewhere; the signature is a data: image only on the canvas's side (toDataURL needs no img-src).
 */
const CLIENT_FORM_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Swagger UI loads its own scripts, styles and inline images. */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // First: every check below reads the path and host as the router and the browser do.
  registerHostAllowList(app, config.publicHosts, config.allowedOrigins);
  registerRequestTargetCheck(app);
  // CSP is set per response below (API, docs and HTML pages need different ones).
  await app.register(helmet, { contentSecurityPolicy: false, global: true });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    reply.header('Cache-Control', 'no-store');
    // SameSite=Strict cookies plus this check: a foreign page cannot make the browser change data.
    if (STATE_CHANGING.has(request.method) && !isAllowedOrigin(request, config.allowedOrigins)) {
      request.log.warn({ origin: request.headers.origin ?? null }, 'refused origin');
      return reply.code(403).send({ message: MSG.badOrigin });
    }
  });

  const remoteOrigins = remoteOriginsSource(config.staticDir, config.remoteOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isDocs(request.url)) reply.header('Content-Security-Policy', DOCS_CSP);
    else if (isClientFormPath(request.url)) reply.header('Content-Security-Policy', CLIENT_FORM_CSP);
    else if (isApi(request.url)) reply.header('Content-Security-Policy', API_CSP);
    else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', htmlCsp(await remoteOrigins()));
    }
    return payload;
  });
}
