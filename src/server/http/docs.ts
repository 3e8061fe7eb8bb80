import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ENDPOINTS } from '#shared/auth-endpoints.ts';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { cspHeaderValue } from './security.ts';

const codeTable = [
  '| code | status | meaning |',
  '|---|---|---|',
  ...Object.entries(ERROR_CODES).map(([code, { status, meaning }]) => {
    return `| \`${code}\` | ${status} | ${meaning} |`;
  }),
].join('\n');

/** The one error shape (docs/architecture.md §4), with every code the API can send. */
const apiErrorSchema = {
  type: 'object' as const,
  required: ['error', 'requestId'],
  properties: {
    error: {
      type: 'object' as const,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' as const, enum: Object.keys(ERROR_CODES), description: codeTable },
        message: { type: 'string' as const },
        details: {},
      },
    },
    requestId: { type: 'string' as const },
  },
};

const errorAnswer = {
  description: 'Error: `error.code` says which (see the ApiError schema for every code).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

const jsonContent = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': {
    schema: z.toJSONSchema(schema, { io, target: 'openapi-3.0' }) as Record<string, unknown>,
  },
});

/**
 * better-auth's endpoints that the web calls: one wildcard route serves them (hidden from the
 * document), so their bodies and answers are described from src/shared/auth-endpoints.ts.
 * A new object per app: @fastify/swagger adds the routes' paths to it.
 */
function authPaths() {
  return Object.fromEntries(
    Object.entries(AUTH_ENDPOINTS).map(([path, { body, answer }]) => [
      path,
      {
        post: {
          tags: ['auth'],
          ...(body && { requestBody: { required: true, content: jsonContent(body, 'input') } }),
          responses: {
            200: { description: 'Default Response', content: jsonContent(answer, 'output') },
            default: errorAnswer,
          },
        },
      },
    ]),
  );
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Each route also documents its error answers: the shared shape and code table. */
function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as
    { response?: Record<string, unknown>; hide?: boolean } | undefined;
  if (!schema || schema.hide || !input.url.startsWith('/api/')) return output;
  const response = { ...schema.response, default: errorAnswer };
  return { ...output, schema: { ...output.schema, response } };
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CareNest API',
        version: '1.0.0',
        description: `Errors answer \`{ error: { code, message, details? }, requestId }\`; branch on \`code\`:\n\n${codeTable}`,
      },
      servers: [],
      paths: authPaths(),
      components: { schemas: { ApiError: apiErrorSchema } },
    },
    transform,
  });
  // The docs get the app's own policy (swagger-ui's default allows framing and remote images).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: cspHeaderValue() });
}
