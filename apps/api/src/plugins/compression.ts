import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Under this a compressed answer saves less than a packet (and the login/refresh answers, which carry tokens, stay plain). */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses what is compressible (JSON, the SPA's page, text) on the way out, brotli first. Answers that already
 * carry a Content-Encoding (the shell's precompressed files) are sent as they are, and images, zip exports and
 * backups are not compressible types: nothing is compressed twice.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
