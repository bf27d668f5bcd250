import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponsesOf } from '../shared/responses';
import { withNullInNullableEnums } from './nullable-enums';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation documents the errors the hooks and the error handler can answer for it, derived from the route
 * (session or public, write or read, body or none), beside the statuses it declares itself. Documentation only:
 * error bodies are still sent as the handler builds them.
 */
function withErrorResponses({ schema, route, ...rest }: TransformInput) {
  const documented = schema && !schema.hide ? { ...schema, response: { ...errorResponsesOf(route), ...(schema.response as object) } } : schema;
  return jsonSchemaTransform({ ...rest, route, schema: documented });
}

/** OpenAPI built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mèche API',
        description: 'Back-office REST API of a hair-care practice.',
        version: '1.0.0',
        license: { name: 'Propriétaire : usage réservé au cabinet' },
      },
      // Same origin as the site that serves the API: the paths already start with /api.
      servers: [{ url: '/', description: 'Le site qui sert cette documentation' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'meche_access' } },
      },
      security: [{ session: [] }],
    },
    transform: withErrorResponses,
    transformObject: (documentObject) => withNullInNullableEnums('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
