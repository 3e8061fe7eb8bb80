import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * fast-json-stringify picks an anyOf branch by validating each one at run time; a nullable object
 * spelled as `type: ['object', 'null']` it serialises directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2 && branches.some((b) => b.type === 'null')) {
    const other = branches.find((b) => b.type !== 'null')!;
    if (typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = schema;
      return simplify({ ...rest, ...other, type: [other.type, 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, simplify(v)]));
}

/**
 * A serializer compiled from a zod schema's output JSON Schema: it writes only the fields the
 * schema names, like the zod serializer, but without validating the value again on every response
 * (the service's return type is checked at compile time). For the hot read routes (docs/decisions/011).
 */
export function compileSerializer<T>(schema: ZodType<T>): (value: T) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  const { $schema: _draft, ...rest } = json;
  return fastJson(simplify(rest) as Parameters<typeof fastJson>[0]) as (value: T) => string;
}

/** Fastify route option: `serializerCompiler: compiledSerializerCompiler` (response schemas in zod). */
export const compiledSerializerCompiler = ({ schema }: { schema: unknown }) =>
  compileSerializer(schema as ZodType);
