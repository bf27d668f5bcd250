import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ConnectionLimits } from '../env';

/**
 * Node's own timeouts, as Fastify options: headers, a whole request (body included; Fastify's default, 0, never
 * cuts a body sent a byte at a time), an idle socket (also a client that stops reading its answer) and an idle
 * keep-alive connection. Node checks the first two on a timer, every 30 s by default: a bound of 10 s could then
 * hold for 40, so it checks as often as a fifth of the shortest.
 */
export function connectionTimeoutOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  // Node refuses a headers timeout longer than the request's.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(headersTimeout / 5))) },
  };
}

const bodyTimers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

function clearBodyTimer(request: FastifyRequest): void {
  clearTimeout(bodyTimers.get(request));
  bodyTimers.delete(request);
}

/**
 * Caps the connections of this process, overall and per client address (past a cap a new connection is closed
 * before anything is read), gives every body that is not an upload (photos, logo: their routes raise the body limit)
 * `bodyTimeoutMs` to arrive, and closes a connection answered before its body was read. Behind a trusted proxy every
 * connection comes from the proxy, which reuses its connections for all clients: there the per-address cap is the
 * proxy's (docs/deploy.md), not ours.
 */
export function registerConnectionLimits(app: FastifyInstance, limits: ConnectionLimits, trustProxy: boolean): void {
  app.server.maxConnections = limits.maxConnections;
  if (!trustProxy) capPerAddress(app, limits.maxConnectionsPerAddress);

  const defaultBodyLimit = app.initialConfig.bodyLimit ?? 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request) || request.routeOptions.bodyLimit > defaultBodyLimit) return;
    // Destroying an unfinished request closes its socket. An early answer (a refused Origin, a 401) closes the
    // connection itself (onSend below), which ends the request and this timer.
    const timer = setTimeout(() => {
      request.log.info({ bodyTimeoutMs: limits.bodyTimeoutMs }, 'request body too slow: connection closed');
      request.raw.destroy();
    }, limits.bodyTimeoutMs);
    timer.unref();
    bodyTimers.set(request, timer);
    request.raw.once('end', () => clearBodyTimer(request));
    // Node does not close a request it stopped reading; its answer's end is the sign.
    reply.raw.once('close', () => clearBodyTimer(request));
  });
  app.addHook('preValidation', async (request) => clearBodyTimer(request));
  // Answered before its body arrived (a 401 on an upload, a refused Origin): close rather than read the rest, as
  // slowly as the client likes, to keep the connection.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
    return payload;
  });
}

function capPerAddress(app: FastifyInstance, max: number): void {
  const open = new Map<string, { count: number; warned: boolean }>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const entry = open.get(address) ?? { count: 0, warned: false };
    if (entry.count >= max) {
      // One line per burst, not per refused connection: a flood must not flood the logs too.
      if (!entry.warned) app.log.warn({ address, max }, 'connections per address at their cap: new ones refused');
      entry.warned = true;
      socket.destroy();
      return;
    }
    entry.count += 1;
    open.set(address, entry);
    socket.once('close', () => {
      entry.count -= 1;
      if (entry.count === 0) open.delete(address);
      else if (entry.count < max) entry.warned = false;
    });
  });
}
