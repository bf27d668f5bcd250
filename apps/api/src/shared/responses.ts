import { z } from 'zod';

/** Every error but a 400 of fields: `{ message }` in French. */
export const messageBody = z.object({ message: z.string() });

const ERRORS = {
  400: z.record(z.string(), z.string()).describe('Requête invalide : un message en français par champ ({ "champ": "message" }), ou { message }'),
  401: messageBody.describe('Pas de session, ou session expirée'),
  403: messageBody.describe('Origine de la requête refusée (écritures), ou rôle non autorisé'),
  404: messageBody.describe("Introuvable, ou appartient à un autre praticien (l'existence n'est jamais révélée)"),
  409: messageBody.describe('Conflit avec l’état stocké'),
  412: messageBody.describe('Session révoquée (déconnexion, jeton réutilisé, compte désactivé)'),
  413: messageBody.describe('Corps de la requête trop volumineux'),
  414: messageBody.describe("Paramètre de chemin trop long"),
  415: messageBody.describe('Type de contenu refusé'),
  500: messageBody.describe('Erreur interne (jamais de pile)'),
  503: messageBody.describe('Base de données momentanément indisponible (Retry-After)'),
} as const;
type ErrorStatus = keyof typeof ERRORS;

/** What any signed-in route may answer besides its own statuses: session, origin, role, ids, server. */
const SESSION_ERRORS = [400, 401, 403, 404, 412, 414, 500, 503] as const;

/**
 * The error statuses of a session route, for its OpenAPI entry (and its serializer): the common ones plus
 * `extra`. A status given in `own` (e.g. a 409 with a richer body) replaces the generic one.
 */
export function sessionErrors(extra: readonly ErrorStatus[] = []): Partial<Record<ErrorStatus, z.ZodType>> {
  return Object.fromEntries([...SESSION_ERRORS, ...extra].map((status) => [status, ERRORS[status]]));
}

/** A 204 answer: no body. */
export const noContent = z.null().describe('Pas de contenu');

/** A binary answer of the given media types, for the OpenAPI document (the bytes are sent as they are). */
export const binary = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});
