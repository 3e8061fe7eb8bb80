import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('error codes in the OpenAPI document', () => {
  it('lists every code with its status, and every route points its errors at that shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    const code = doc.components.schemas.ApiError.properties.error.properties.code;
    expect(code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [name, { status }] of Object.entries(ERROR_CODES)) {
      expect(code.description).toContain(`| \`${name}\` | ${status} |`);
    }
    for (const name of [
      'LISTING_LIMIT_REACHED',
      'SUBSCRIPTION_REQUIRED',
      'REVIEW_ALREADY_EXISTS',
    ]) {
      expect(doc.info.description).toContain(name);
    }
    const create = doc.paths['/api/provider/listings'].post.responses;
    expect(create.default.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ApiError',
    );
    expect(create['201']).toBeDefined();
  });
});
