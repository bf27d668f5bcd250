import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, toFieldErrors } from '@meche/contracts';
import { PoolSaturatedError } from '../db/bounded-pool';
import { FieldValidationError, HttpError } from '../shared/http-errors';
import { causeChain, sqlStateOf } from '../shared/loggable-error';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/** True when the database cannot be reached (server down, pool exhausted, embedded db closed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(({ code, message }) => {
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    return typeof message === 'string' && /PGlite is closed|Connection terminated|not queryable|timeout exceeded when trying to connect|pool after calling end/i.test(message);
  });
}

/**
 * The client closed its connection before its request was read (a tab closed during a login, the body timeout):
 * Node then fails the body with ECONNRESET 'aborted', which must not read as a database out of reach.
 */
function isClientAbort(error: { code?: unknown; message?: unknown }, request: FastifyRequest): boolean {
  return request.raw.readableAborted || (error.code === 'ECONNRESET' && error.message === 'aborted');
}

/** numeric_value_out_of_range: a money sum past numeric(12,2), possible only with prices stored before the bounds. */
const NUMERIC_OVERFLOW = '22003';

const pathOf = (instancePath: string) => instancePath.split('/').filter(Boolean);

/** Every error body: fields for a 400, `{ message }` otherwise, in French, never a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isClientAbort(error, request)) {
      // Nobody is left to read an answer; one info line says what happened.
      request.log.info({ code: error.code }, 'request aborted by the client');
      return reply.code(400).send({ message: MSG.badRequest });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: pathOf(v.instancePath), message: v.message ?? MSG.invalidValue }));
      return reply.code(400).send(toFieldErrors(issues));
    }
    if (error instanceof FieldValidationError) return reply.code(400).send(error.fields);
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send({ ...error.details, message: error.message });
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ message: MSG.invalidJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: MSG.payloadTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: MSG.unsupportedMediaType });
    }
    if (sqlStateOf(error) === NUMERIC_OVERFLOW) return reply.code(400).send({ message: MSG.amountTooHigh });
    // Shed before any work: the client may send the same request again after a second.
    if (causeChain(error).some((e) => e instanceof PoolSaturatedError)) {
      request.log.warn('database queue full: request shed');
      return reply.code(503).header('Retry-After', '1').send({ message: MSG.unavailable });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ message: MSG.unavailable });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.statusCode === 404 ? MSG.notFound : MSG.invalidValue });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MSG.serverError });
  });
}
