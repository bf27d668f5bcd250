import http from 'node:http';
import type { Socket } from 'node:net';
import { MSG } from '@meche/contracts';

/** Node's limit on the request line + headers (its default); larger requests get 431 before any route runs. */
export const MAX_HEADER_SIZE = 16 * 1024;

const REPLIES: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: MSG.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: MSG.requestTimeout },
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, garbage, timeouts):
 * Fastify's default answers them in English; ours answer the same statuses in French.
 */
export function frenchClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = REPLIES[error.code ?? ''] ?? { status: 400, message: MSG.badRequest };
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
