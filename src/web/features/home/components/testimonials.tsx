import { Link } from 'react-router';
import { MessageSquareHeart, Quote } from 'lucide-react';
import { ANONYMOUS_REVIEWER } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/paths.ts';
import { ReviewStars } from '#web/components/review/review-stars.tsx';
import { useRecentTestimonials, type Testimonial } from '../api/get-testimonials.ts';

/** Only the reviewer's first name is shown on the home page. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || ANONYMOUS_REVIEWER;

function TestimonialCard({ review }: { review: Testimonial }) {
  return (
    <li className="flex">
      <figure className="flex w-full flex-col gap-3 rounded-lg border border-border bg-card p-6 shadow-sm">
        <Quote className="size-6 text-primary" aria-hidden="true" />
        <ReviewStars rating={review.rating} />
        <blockquote className="grid gap-2">
          {review.title ? <p className="font-semibold">{review.title}</p> : null}
          {review.comment ? <p className="text-muted-foreground">{review.comment}</p> : null}
        </blockquote>
        <figcaption className="mt-auto text-sm font-medium">
          — {firstName(review.reviewerName)}
        </figcaption>
      </figure>
    </li>
  );
}

function Invitation() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
      <MessageSquareHeart className="size-10 text-primary" aria-hidden="true" />
      <p className="max-w-xl text-lg">
        We are new, and we only show what real families tell us. Has CareNest helped your family?
      </p>
      <Button asChild>
        <Link to={paths.reviews}>Write a review</Link>
      </Button>
    </div>
  );
}

/** Family testimonials: recent 4–5 star website reviews, or an invitation to write one. */
export function Testimonials() {
  const { data, isPending } = useRecentTestimonials();
  const reviews = (data ?? []).filter((review) => review.title || review.comment);
  return (
    <section aria-labelledby="testimonials" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="testimonials" className="text-center text-3xl font-bold tracking-tight">
          What families say
        </h2>
        <div className="mt-10">
          {isPending ? (
            <div className="grid gap-6 md:grid-cols-3" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-48 bg-card" />
              ))}
            </div>
          ) : reviews.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-3">
              {reviews.map((review) => (
                <TestimonialCard key={review.id} review={review} />
              ))}
            </ul>
          ) : (
            <Invitation />
          )}
        </div>
      </div>
    </section>
  );
}
