// The ceiling of the API bench: a bare Fastify 5 route in its own process, same HTTP settings as the API
// (body limit, header size, trailing slash, default keep-alive), no logger, no hooks, no database. It answers
// GET /api/clients with a canned page: the real API's page 0, captured by the bench, so shape and size match.
// Env: PORT, HOST, PAYLOAD_FILE (JSON of the page). Prints `ready` on stdout once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const page = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));

const app = Fastify({
  logger: false,
  bodyLimit: 1024 * 1024,
  http: { maxHeaderSize: 16 * 1024 },
  routerOptions: { ignoreTrailingSlash: true },
});

// No schema: Fastify's default JSON.stringify of the object, per request, like any bare route.
app.get('/api/clients', async () => page);

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => process.exit(0)));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write('ready\n');
