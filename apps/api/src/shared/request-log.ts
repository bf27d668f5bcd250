import type { FastifyRequest } from 'fastify';

/**
 * What a request's log line keeps of it: the path without its query string, which may carry personal data (a
 * client list's search terms, a photo's note). Ids in the path stay, to tie a line to the audit log.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
