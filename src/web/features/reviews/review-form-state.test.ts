import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '#shared/constants.ts';
import { reviewFormStatus, reviewFormValues, reviewSubmitLabel } from './review-form-state.ts';

describe('review form state', () => {
  it('starts empty with no stars, or from the existing review', () => {
    expect(reviewFormValues(null)).toEqual({ rating: 0, title: '', comment: '' });
    expect(reviewFormValues({ rating: 4, title: null, comment: 'Kind staff' })).toEqual({
      rating: 4,
      title: '',
      comment: 'Kind staff',
    });
  });

  it('asks for a rating until one is chosen, and shows a validation error over the reminder', () => {
    const empty = reviewFormStatus({ rating: 0, title: '', comment: '' }, undefined);
    expect(empty).toMatchObject({ hasRating: false, ratingMessage: 'Please select a rating' });
    const rated = reviewFormStatus({ rating: 3, title: '', comment: '' }, undefined);
    expect(rated).toMatchObject({ hasRating: true, ratingMessage: undefined });
    expect(reviewFormStatus({ rating: 3 }, 'Rating must be 1–5').ratingMessage).toBe(
      'Rating must be 1–5',
    );
  });

  it('counts visible characters and flags a comment over its limit', () => {
    const status = reviewFormStatus({ rating: 5, title: '👍🏽 ok', comment: null }, undefined);
    expect(status).toMatchObject({ titleLength: 4, commentLength: 0, commentTooLong: false });
    const long = 'a'.repeat(REVIEW_LIMITS.comment + 1);
    expect(reviewFormStatus({ rating: 5, comment: long }, undefined)).toMatchObject({
      commentLength: REVIEW_LIMITS.comment + 1,
      commentTooLong: true,
    });
  });

  it('labels the submit button by what it does', () => {
    expect(reviewSubmitLabel(true, true)).toBe('Submitting...');
    expect(reviewSubmitLabel(false, true)).toBe('Update Review');
    expect(reviewSubmitLabel(false, false)).toBe('Submit Review');
  });
});
