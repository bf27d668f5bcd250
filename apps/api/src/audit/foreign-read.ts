import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@meche/contracts';

/**
 * A read that writes an audit row must come from the app's own page. A browser names a request's initiator in
 * `Sec-Fetch-Site` (sent on every request to a secure origin: https, localhost): anything but `same-origin` —
 * `same-site` (a page on another port or subdomain of the host, which still gets the SameSite=Strict cookies),
 * `cross-site`, `none` (typed in the address bar) — is refused before the row is read or the audit written, so
 * no page can fill a practitioner's audit log with reads they never made. No header: not a browser (the shell,
 * a script, the tests) — no page can make such a caller send its request (docs/security.md, "Audited reads").
 */
async function refuseForeignRead(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const site = request.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin') return undefined;
  request.log.warn({ secFetchSite: site }, 'audited read refused: not from the app page');
  return reply.code(403).send({ message: MSG.foreignRead });
}

/** Route options of a read that writes an audit row. */
export const auditedRead = { onRequest: refuseForeignRead } as const;
