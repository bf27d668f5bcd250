import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Responses written by fast-json-stringify, compiled once per route from the zod contract's JSON Schema (output
 * side): no zod pass over every row of every page, and only the contract's fields are written, as with zod. A
 * schema JSON Schema cannot express (a transform, a refinement of the output) keeps zod's serializer.
 */
export const fastSerializerCompiler = (route: RouteSchema): ((data: unknown) => string) => {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(json as Schema);
    } catch {
      // Falls back below.
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
