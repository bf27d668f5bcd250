import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { MSG, PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@meche/contracts';
import type { App } from '../types';

/**
 * Routes whose body is a file's raw bytes, sent as it is: their own scope takes any declared type — the route reads
 * the real one from the bytes — up to `bodyLimit`, and answers a larger body 413 with `tooLarge` (in French).
 */
export async function rawBodyScope(app: App, bodyLimit: number, tooLarge: string, routes: (upload: App) => void): Promise<void> {
  await app.register(async (upload: App) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    upload.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: tooLarge });
      throw error;
    });
    routes(upload);
  });
}

/** Routes whose body is an image (a File from a picker, a drop or a camera), up to the photos' size limit. */
export const imageUploadScope = (app: App, routes: (upload: App) => void): Promise<void> => rawBodyScope(app, PHOTO_MAX_BYTES, MSG.photoTooLarge, routes);

/** How the document describes an image upload's body (a schema's `consumes` and `body`). */
export const imageBodySchema = {
  consumes: [...PHOTO_UPLOAD_TYPES],
  // Documentation only: any bytes pass here, the route's processing decides what they are.
  body: z.any().meta({ type: 'string', format: 'binary', description: "L'image elle-même, telle que le fichier la contient" }),
} as const;

/** The uploaded bytes (empty when the request had no body). */
export const uploadedBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** Photos and the logo are the practice's own: the browser keeps no copy, and nothing between it and the API may either. */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, no-store';
