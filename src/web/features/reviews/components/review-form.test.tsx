import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_LIMITS } from '#shared/constants.ts';
import { reviewInputSchema } from '#shared/review-schemas.ts';
import { descriptionOf, renderInApp } from '#web/test/render.tsx';
import { jsonResponse, stubFetch } from '#web/test/fetch.ts';
import { useCreateListingReview } from '../api/create-listing-review.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { REVIEW_MESSAGES } from '#shared/review-messages.ts';
import { ReviewForm } from './review-form.tsx';

const LISTING_ID = 'listing-1';

/** The form as a listing's Reviews section wires it (features/listings/.../listing-reviews.tsx). */
function ListingReviewForm({ onSuccess }: { onSuccess?: () => void }) {
  const create = useCreateListingReview(LISTING_ID);
  return <ReviewForm onSubmit={(data) => create.mutateAsync(data)} onSuccess={onSuccess} />;
}

/** The schema's own message for a comment one character over its limit. */
function commentTooLongMessage() {
  const tooLong = 'a'.repeat(REVIEW_LIMITS.comment + 1);
  const parsed = reviewInputSchema.safeParse({ rating: 5, comment: tooLong });
  return parsed.error?.issues[0]?.message;
}

const savedReview = (body: unknown) => ({
  id: 'review-1',
  userId: 'user-1',
  reviewerName: 'Ann',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  requestedTour: false,
  ...(body as object),
});

describe('ReviewForm', () => {
  it('asks for a rating and cannot be sent until one is chosen', async () => {
    const { user } = renderInApp(<ListingReviewForm />);
    const stars = screen.getByRole('radiogroup', { name: 'Rating' });
    const submit = screen.getByRole('button', { name: 'Submit Review' });

    expect(descriptionOf(stars)).toBe(REVIEW_MESSAGES.ratingRequired);
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    // Keyboard: Tab into the stars, an arrow chooses the next one.
    await user.click(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(descriptionOf(stars)).toBe('');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('caps the title at its limit as it is typed and counts visible characters', async () => {
    const { user } = renderInApp(<ListingReviewForm />);
    const title = screen.getByLabelText('Review Title (Optional)') as HTMLInputElement;

    await user.click(title);
    await user.paste('b'.repeat(REVIEW_LIMITS.title + 5));
    expect(title.value).toBe('b'.repeat(REVIEW_LIMITS.title));
    expect(descriptionOf(title)).toBe(`${REVIEW_LIMITS.title}/${REVIEW_LIMITS.title} characters`);

    // An accent stacked on its letter is one character, not two.
    const comment = screen.getByLabelText('Your Review (Optional)');
    await user.click(comment);
    await user.paste('e\u0301'.repeat(3));
    expect(descriptionOf(comment)).toBe(`3/${REVIEW_LIMITS.comment} characters`);
  });

  it('refuses a comment over its limit with the schema’s message, sending nothing', async () => {
    const sent = stubFetch(() => jsonResponse(500, {}));
    const { user } = renderInApp(<ListingReviewForm />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    const comment = screen.getByLabelText('Your Review (Optional)');
    await user.click(comment);
    await user.paste('a'.repeat(REVIEW_LIMITS.comment + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const message = commentTooLongMessage();
    expect(message).toBeTruthy();
    await waitFor(() => expect(descriptionOf(comment)).toContain(message));
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the rating and trimmed texts to the listing’s reviews, then confirms', async () => {
    const sent = stubFetch(({ body }) => jsonResponse(201, savedReview(body)));
    const onSuccess = vi.fn();
    const { user } = renderInApp(<ListingReviewForm onSuccess={onSuccess} />);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Review Title (Optional)'), '  Kind staff ');
    await user.type(screen.getByLabelText('Your Review (Optional)'), 'Mum is happy there.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await screen.findByText(REVIEW_TEXTS.submitted);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/listings/${LISTING_ID}/reviews`,
        body: { rating: 4, title: 'Kind staff', comment: 'Mum is happy there.' },
      },
    ]);
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
