import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';

type UploadScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers the routes that take an image upload in a scope of their own, where the multipart
 * parser is. The parser adds hooks to every answer of its scope (a `close` listener and a
 * clean-up of saved files); registered for the whole app, they ran for every search and page,
 * which never carry a file (docs/decisions/060-uploads-in-their-own-scope.md). Elsewhere a
 * multipart body is refused with 415. The scope keeps the hooks of the plugin it is made in.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  routes: (scope: UploadScope) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20 },
    });
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
