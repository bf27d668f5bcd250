import type { FastifyInstance } from 'fastify';
import { MSG } from '@meche/contracts';

/** The longest path parameter the router accepts (find-my-way's maxParamLength); longer ones answer 414. */
export const MAX_PARAM_LENGTH = 100;

/** Characters that never need escaping (RFC 3986 "unreserved"), plus the separators a router splits on. */
const NEEDLESSLY_ESCAPED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5f|7e|5c)/i;

/**
 * Why a request target is refused, or null when its raw path is already the path the router reads.
 * The router decodes escapes (`/%61pi` routes as `/api`) while checks on the raw text would not see `/api`:
 * a path whose raw and decoded forms could differ in meaning is refused rather than interpreted twice.
 * Refused: a target that is not a plain path (absolute-form `http://host/…`, `*`), an escaped unreserved
 * character or separator (`%61`, `%2F`, `%2E`, `%5C`), an empty segment (`//`), a dot segment (`/./`, `/../`),
 * a backslash (which browsers read as `/`).
 */
export function nonCanonicalReason(url: string): string | null {
  if (!url.startsWith('/')) return 'not origin-form';
  const path = pathOf(url);
  if (NEEDLESSLY_ESCAPED.test(path)) return 'needless escape';
  if (path.includes('\\')) return 'backslash';
  if (path.includes('//')) return 'empty segment';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  return null;
}

export const pathOf = (url: string): string => {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
};

/**
 * Whether a path belongs to the API, compared without case: over-matching only adds checks (an Origin check,
 * no-store) to a path the case-sensitive router would not route anyway.
 */
export function isApiPath(url: string): boolean {
  const path = pathOf(url).toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** The router answers 414 only where a route of that method has a parameter there; every over-long API segment does. */
const hasOverlongSegment = (url: string) => pathOf(url).split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/** Runs before every other check, so no decision is ever made on a path the router reads differently. */
export function registerRequestTargetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const reason = nonCanonicalReason(request.url);
    if (reason) {
      request.log.warn({ reason }, 'refused request target');
      return reply.code(400).header('Cache-Control', 'no-store').send({ message: MSG.badRequest });
    }
    if (isApiPath(request.url) && hasOverlongSegment(request.url)) {
      return reply.code(414).header('Cache-Control', 'no-store').send({ message: MSG.invalidValue });
    }
  });
}
