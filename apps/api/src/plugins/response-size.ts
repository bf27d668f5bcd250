import { MSG } from '@meche/contracts';
import type { App } from '../types';

/**
 * The most an answer may weigh: above the largest one the field limits allow (a page of 100 products whose
 * descriptions hold 100,000 characters as sent, each up to 3 bytes in UTF-8: ~30 Mo; a photo ~5 Mo), far below what
 * stalled the server (~500 Mo per programme list). The client export is a stream and is not held to it.
 */
export const RESPONSE_MAX_BYTES = 32 * 1024 * 1024;

const byteLength = (payload: unknown): number | null => {
  if (typeof payload === 'string') return payload.length * 3 <= RESPONSE_MAX_BYTES ? payload.length : Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return null;
};

/**
 * Every answer is bounded by what each field and list may hold; this is the net under those bounds. An answer over
 * `maxBytes` is never sent: the caller gets a French 500 and the log names the route and the size, so the list that
 * outgrew its bounds is found and paged rather than sent (and held in memory) by every proxy and browser on the way.
 */
export function registerResponseSizeLimit(app: App, maxBytes: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const size = byteLength(payload);
    if (size === null || size <= maxBytes) return payload;
    request.log.error({ route: request.routeOptions.url, bytes: size, maxBytes }, 'response over the size limit, not sent');
    reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('content-disposition');
    return JSON.stringify({ message: MSG.responseTooLarge });
  });
}
