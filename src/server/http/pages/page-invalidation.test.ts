import { describe, expect, it } from 'vitest';
import { changesPublicPages } from './page-invalidation.ts';

describe('changesPublicPages', () => {
  it.each([
    ['POST', '/api/provider/listings', true],
    ['PUT', '/api/provider/listings/7', true],
    ['DELETE', '/api/provider/listings/7', true],
    ['POST', '/api/provider/listings/7/images', true],
    ['POST', '/api/listings/7/reviews', true],
    ['PUT', '/api/reviews/3', true],
    ['PUT', '/api/reviews/3/reply', true],
    ['PUT', '/api/subscription', true],
    ['POST', '/api/billing/webhook', true],
    ['POST', '/api/admin/reports/4/decision', true],
    ['PATCH', '/api/provider/tour-requests/9', true],
    ['PATCH', '/api/me', true],
    ['POST', '/api/auth/update-user', true],
    ['POST', '/api/website-reviews', true],
    ['POST', '/api/auth/sign-in/email', false],
    ['POST', '/api/auth/sign-up/email', false],
    ['POST', '/api/auth/sign-out', false],
    ['POST', '/api/listings/7/views', false],
    ['POST', '/api/listings/7/inquiries', false],
    ['POST', '/api/listings/7/tour-requests', false],
    ['POST', '/api/listings/7/reports', false],
    ['POST', '/api/reviews/3/reports', false],
    ['POST', '/api/favorites/7', false],
    ['DELETE', '/api/favorites/7', false],
    ['POST', '/api/newsletter', false],
    ['POST', '/api/billing/checkout', false],
    ['GET', '/api/listings?page=2', false],
    ['POST', '/browse', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(changesPublicPages(method, url)).toBe(expected);
  });
});
