import { describe, expect, it } from 'vitest';
import { myReviewStatus } from './my-review-status.ts';

const review = { id: 'r1', rating: 4 };

describe('myReviewStatus', () => {
  it('decides while the session is loading, or while a signed-in user’s review is asked for', () => {
    expect(myReviewStatus({ loading: true, userId: null }, { isPending: true }).deciding).toBe(
      true,
    );
    expect(myReviewStatus({ loading: false, userId: 'u' }, { isPending: true }).deciding).toBe(
      true,
    );
  });

  it('does not wait for a review query a signed-out visitor never runs', () => {
    expect(myReviewStatus({ loading: false, userId: null }, { isPending: true })).toEqual({
      review: null,
      deciding: false,
      title: 'Write a Review',
    });
  });

  it('offers an update once the user’s review is known', () => {
    expect(
      myReviewStatus({ loading: false, userId: 'u' }, { data: review, isPending: false }),
    ).toEqual({ review, deciding: false, title: 'Update Your Review' });
    expect(
      myReviewStatus({ loading: false, userId: 'u' }, { data: null, isPending: false }).title,
    ).toBe('Write a Review');
  });
});
