import { z } from 'zod';
import { STATE_CHANGING, WITH_BODY } from './methods';

/** Every error but a 400 of fields: `{ message }` in French. */
export const messageBody = z.object({ message: z.string() });

const ERRORS = {
  400: z.record(z.string(), z.string()).describe('Requête invalide : un message en français par champ ({ "champ": "message" }), ou { message }'),
  401: messageBody.describe('Pas de session, ou session expirée'),
  403: messageBody.describe('Origine de la requête refusée (écritures, et lectures auditées venant d’une autre page que l’application), ou rôle non autorisé'),
  404: messageBody.describe("Introuvable, ou appartient à un autre praticien (l'existence n'est jamais révélée)"),
  412: messageBody.describe('Session révoquée (déconnexion, jeton réutilisé, compte désactivé)'),
  413: messageBody.describe('Corps de la requête trop volumineux'),
  414: messageBody.describe('Paramètre de chemin trop long'),
  415: messageBody.describe('Type de contenu refusé'),
  421: messageBody.describe("Nom d'hôte (Host) que ce déploiement ne sert pas"),
  500: messageBody.describe('Erreur interne (jamais de pile)'),
  503: messageBody.describe("Momentanément indisponible (Retry-After) : base de données, ou file des images ou des exports pleine"),
} as const;
export type ErrorStatus = keyof typeof ERRORS;

/** What decides the errors a route can answer: its methods, whether it needs a session, whether it reads a body. */
export interface RouteShape {
  method: string | readonly string[];
  schema?: { security?: readonly unknown[]; consumes?: readonly string[] } | undefined;
}

/** Answered before any route runs, whatever the route: request target, Host, path parameter length, server, database. */
const ANY_ROUTE: readonly ErrorStatus[] = [400, 414, 421, 500, 503];
/** The session hook: no or expired session, revoked session, role; and someone else's id (in the path or the body). */
const SESSION_ROUTE: readonly ErrorStatus[] = [401, 403, 404, 412];
/** The Origin check on every write. */
const WRITE_ERRORS: readonly ErrorStatus[] = [403];
/** A body too large. */
const BODY_ERRORS: readonly ErrorStatus[] = [413];
/** A body of another type than JSON, on a route that reads JSON (one that names what it `consumes` takes it as it is). */
const JSON_BODY_ERRORS: readonly ErrorStatus[] = [415];

/** A route is public when it says so with `security: []`; every other route sits behind the session hook. */
const isPublic = (route: RouteShape) => Array.isArray(route.schema?.security) && route.schema.security.length === 0;

/** The error statuses the app's hooks and error handler can answer for this route, from its shape. */
function errorStatusesOf(route: RouteShape): ErrorStatus[] {
  const methods = [route.method].flat();
  const statuses = new Set<ErrorStatus>(ANY_ROUTE);
  const add = (list: readonly ErrorStatus[]) => list.forEach((status) => statuses.add(status));
  if (!isPublic(route)) add(SESSION_ROUTE);
  if (methods.some((m) => STATE_CHANGING.has(m))) add(WRITE_ERRORS);
  if (methods.some((m) => WITH_BODY.has(m))) add(route.schema?.consumes ? BODY_ERRORS : [...BODY_ERRORS, ...JSON_BODY_ERRORS]);
  return [...statuses].sort((a, b) => a - b);
}

/** The route's error responses for the OpenAPI document; a status the route declares itself keeps its own schema. */
export function errorResponsesOf(route: RouteShape): Partial<Record<ErrorStatus, z.ZodType>> {
  return Object.fromEntries(errorStatusesOf(route).map((status) => [status, ERRORS[status]]));
}

/** A 204 answer: no body. */
export const noContent = z.null().describe('Pas de contenu');

/**
 * A binary answer of the given media types, for the OpenAPI document. The bytes (a Buffer or a stream) are sent as
 * they are: `any` for the handler's type, a binary string for the document.
 */
export const binary = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }])),
});
