import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Each route also documents its error answers: the shared shape and code table. */
function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as
    { response?: Record<string, unknown>; hide?: boolean } | undefined;
  if (!schema || schema.hide || !input.url.startsWith('/api/')) return output;
  const response = {
    ...schema.response,
    default: {
      description: 'Error: `error.code` says which (see the ApiError schema for every code).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    },
  };
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
      components: { schemas: { ApiError: apiErrorSchema } },
    },
    transform,
  });
  // The docs get the app's own policy (swagger-ui's default allows framing and remote images).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: cspHeaderValue() });
}
