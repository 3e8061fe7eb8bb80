import { describe, expect, it } from 'vitest';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';

// A listing's public reviews publish what the page shows: the reviewer's name and a first-hand
// mark for a tour request they still stand by; never their account id.

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const tourRequest = (email: string) => ({
  name: 'Ann Family',
  email,
  phone: null,
  preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  timeOfDay: 'morning',
  visitors: 1,
  message: null,
  contactPreference: 'email',
  website: '',
});

async function reviewedListing() {
  const listing = await insertListing(ctx.database.db, await insertProvider(ctx.database.db));
  const ann = await createUser(ctx.app, { name: 'Ann Reviewer' });
  const created = await callAs(ctx.app, ann, 'POST', `/api/listings/${listing.id}/reviews`, {
    rating: 4,
    title: 'Kind staff',
  });
  expect(created.statusCode).toBe(201);
  return { id: listing.id, ann };
}

async function publicReviews(listingId: string) {
  const response = await callAs(ctx.app, null, 'GET', `/api/listings/${listingId}/reviews`);
  expect(response.statusCode).toBe(200);
  return response.json().reviews as Record<string, unknown>[];
}

async function requestTour(listingId: string, as: TestUser) {
  const url = `/api/listings/${listingId}/tour-requests`;
  const sent = await callAs(ctx.app, as, 'POST', url, tourRequest(as.email));
  expect(sent.statusCode).toBe(201);
  return sent.json().id as string;
}

describe('public listing reviews', () => {
  it('carry the reviewer’s name but not their user id', async () => {
    const { id, ann } = await reviewedListing();
    const [review] = await publicReviews(id);
    expect(review.reviewerName).toBe('Ann Reviewer');
    expect(review).not.toHaveProperty('userId');
    expect(JSON.stringify(review)).not.toContain(ann.id);
    // The author still recognises their own review through /reviews/mine.
    const mine = await callAs(ctx.app, ann, 'GET', `/api/listings/${id}/reviews/mine`);
    expect(mine.json()).toMatchObject({ id: review.id });
  });

  it('lose the first-hand mark when the tour request is withdrawn', async () => {
    const { id, ann } = await reviewedListing();
    const requestId = await requestTour(id, ann);
    expect((await publicReviews(id))[0].requestedTour).toBe(true);

    const url = `/api/me/tour-requests/${requestId}/withdrawal`;
    expect((await callAs(ctx.app, ann, 'POST', url)).statusCode).toBe(200);
    expect((await publicReviews(id))[0].requestedTour).toBe(false);
    const mine = await callAs(ctx.app, ann, 'GET', `/api/listings/${id}/reviews/mine`);
    expect(mine.json().requestedTour).toBe(false);

    // A request sent again (not withdrawn) brings the mark back.
    await requestTour(id, ann);
    expect((await publicReviews(id))[0].requestedTour).toBe(true);
  });
});
