import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../scripts/api-types.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// The web's API client is typed by src/web/lib/api-types.gen.ts (docs/decisions/050): a route
// whose schema changed without the file being made again would leave the client's types stale.
describe('the generated API types', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('match the routes the server has now (else: npm run gen:api-types)', async () => {
    const fresh = await apiTypesSource(ctx.app.swagger());
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === fresh, `${API_TYPES_FILE} is stale: run npm run gen:api-types`).toBe(true);
  });

  it('cover the better-auth endpoints the web calls, with their bodies', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, { post?: object }> };
    expect(document.paths['/api/auth/sign-in/email']?.post).toMatchObject({
      requestBody: { required: true },
      responses: { 200: {}, default: {} },
    });
    expect(document.paths['/api/auth/sign-out']?.post).not.toHaveProperty('requestBody');
  });
});
