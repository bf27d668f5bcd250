import type { FastifyInstance } from 'fastify';
import { MSG } from '@meche/contracts';

/** A Host header's host name, lower-case, without port or final dot; null when it is not a plain host[:port]. */
function hostnameOf(host: string): string | null {
  // No userinfo, path, query or escape: 'evil.test@localhost' and '%6cocalhost' must not read as localhost.
  if (/[@/\\?#%\s]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

const originHostname = (origin: string): string | null => {
  try {
    return new URL(origin).hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
};

/** Names that always reach this machine: no DNS answer can point them elsewhere. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    // The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal.
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** PUBLIC_HOSTS plus the hosts of ALLOWED_ORIGINS (the app's own origins behind a proxy or on other ports). */
export function allowedHostnames(publicHosts: readonly string[], allowedOrigins: readonly string[]): Set<string> {
  return new Set([...publicHosts.map(hostnameOf), ...allowedOrigins.map(originHostname)].filter((h): h is string => h !== null));
}

export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  // Browsers always send Host; a request without one (an HTTP/1.0 health probe) cannot be a rebound page.
  if (!host) return true;
  const hostname = hostnameOf(host);
  return hostname !== null && (isLoopback(hostname) || allowed.has(hostname));
}

/**
 * DNS rebinding: a hostile site's name, re-pointed at 127.0.0.1, makes the victim's browser treat this server as
 * that site — same origin for the page, so the Origin check passes. The browser still sends the hostile name in
 * Host: only names this deployment answers to are served.
 */
export function registerHostAllowList(app: FastifyInstance, publicHosts: readonly string[], allowedOrigins: readonly string[]): void {
  const allowed = allowedHostnames(publicHosts, allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (isAllowedHost(request.host, allowed)) return;
    request.log.warn({ host: request.host }, 'refused host: add it to PUBLIC_HOSTS if this server should answer to it');
    return reply.code(421).header('Cache-Control', 'no-store').send({ message: MSG.hostNotAllowed });
  });
}
