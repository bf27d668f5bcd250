import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { App } from '../types';

/**
 * A raw HTTP/1.1 exchange over a real socket, byte for byte: inject and fetch both normalise the request
 * target (`/./api` → `/api`) and skip Node's parser, which is where header limits and odd targets live.
 */
export async function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket may be dropped before the answer is written. The server closes it.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(10_000, () => socket.destroy());
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => resolve(data));
    socket.on('error', (e) => (data ? resolve(data) : reject(e)));
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseRawResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}

/** One request with this exact target and these headers (plus Content-Length and Connection: close). */
export async function sendRaw(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  const all = { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), connection: 'close' };
  const head = Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return parseRawResponse(await rawRequest(port, `${method} ${target} HTTP/1.1\r\n${head}\r\n${body ?? ''}`));
}

/** Listens on a free loopback port; the app closes with the harness. */
export async function listenOnFreePort(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
