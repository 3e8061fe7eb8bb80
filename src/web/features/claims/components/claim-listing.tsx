import { useActionData, useLocation, useSearchParams } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { CLAIM_MESSAGES } from '#shared/claim-messages.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import type { FormFailure } from '#web/lib/form-failure.ts';
import { CLAIM_SECTION_ID } from '../api/claim-listing.ts';

function Outcome({ claim }: { claim: string | null }) {
  if (claim === 'approved') return <p role="status">{CLAIM_MESSAGES.approvedAtOnce}</p>;
  if (claim === 'pending') return <p role="status">{CLAIM_MESSAGES.sent}</p>;
  return null;
}

/**
 * "Claim this listing" on an unclaimed community's page, for a signed-in provider: a real form
 * posted to the page, whose action calls the API (so it works before the script), and the
 * answer after it. Admins decide, unless the e-mail domains match (docs/decisions/043).
 */
export function ClaimListing({ listing }: { listing: ListingView }) {
  const { isProvider, isSignedIn } = useAuth();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const failure = useActionData<FormFailure | null>();
  const claim = params.get('claim');
  if (!listing.unclaimed && claim !== 'approved') return null;
  if (!isProvider && isSignedIn) return null;
  return (
    <section
      id={CLAIM_SECTION_ID}
      aria-labelledby="claim-heading"
      className="mt-8 grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="claim-heading" className="flex items-center gap-2 text-xl font-semibold">
        <BadgeCheck className="size-5 text-primary-strong" aria-hidden="true" />
        Is this your community?
      </h2>
      {claim ? (
        <Outcome claim={claim} />
      ) : isProvider ? (
        <form method="post" action={`${pathname}#${CLAIM_SECTION_ID}`} className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Claim it to add your prices, photos and description and to receive tour requests. An
            administrator checks each claim.
          </p>
          {failure?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure.message}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="claim" />
          <Button type="submit" className="w-fit">
            Claim this listing
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">
          Sign in with a provider account to claim this listing.{' '}
          <a
            href="/auth?tab=login"
            className="font-medium text-primary underline underline-offset-4"
          >
            Log in
          </a>
        </p>
      )}
    </section>
  );
}
