import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live; the web's API client is typed by them (docs/decisions/050). */
export const API_TYPES_FILE = 'src/web/lib/api-types.gen.ts';

const HEADER = `// Generated from the server's OpenAPI document by \`npm run gen:api-types\`
// (scripts/gen-api-types.ts): do not edit. Run it again after changing a route's schema;
// tests/api/api-types.test.ts fails while this file is behind the routes (docs/decisions/050).
`;

/** The TypeScript source of the API's paths, from the document `app.swagger()` returns. */
export async function apiTypesSource(openapiDocument: unknown): Promise<string> {
  const ast = await openapiTS(openapiDocument as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
  });
  return HEADER + astToString(ast);
}
