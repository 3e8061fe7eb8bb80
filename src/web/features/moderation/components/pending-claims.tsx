import { useState } from 'react';
import { Link } from 'react-router';
import type { PendingClaim } from '#shared/claim-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDecideClaim } from '../api/claim-queries.ts';
import { formatWhen } from '../format.ts';

/** One claim: the listing, its record, who asks, and approve / reject. */
function ClaimCard({ claim }: { claim: PendingClaim }) {
  const decide = useDecideClaim();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (decision: 'approve' | 'reject') => {
    setRefusal(null);
    try {
      await decide.mutateAsync({ claimId: claim.id, input: { decision } });
      toast.success(decision === 'approve' ? 'Claim approved' : 'Claim rejected');
    } catch (error) {
      // An approval over the provider's plan limit says so here, next to the claim.
      setRefusal(errorMessage(error, 'The decision could not be saved. Please try again.'));
    }
  };
  return (
    <Card className="grid gap-3 p-5">
      <div className="grid gap-1">
        <Link
          to={communityPath({ id: claim.listingId, title: claim.listingTitle })}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {claim.listingTitle}
        </Link>
        <p className="text-sm text-muted-foreground">
          {claim.listingPlace}
          {claim.licenceNumber ? ` · licence ${claim.licenceNumber}` : ''}
          {claim.recordEmail ? ` · record e-mail ${claim.recordEmail}` : ' · no e-mail on record'}
        </p>
        <p className="text-sm">
          Claimed by {claim.providerCompany ?? 'a provider'} ({claim.providerEmail}),{' '}
          <time dateTime={claim.createdAt}>{formatWhen(claim.createdAt)}</time>
        </p>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={decide.isPending} onClick={() => send('approve')}>
          Approve claim
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => send('reject')}
        >
          Reject claim
        </Button>
      </div>
    </Card>
  );
}

/** The console's claims of unclaimed listings (docs/decisions/043). */
export function PendingClaims({ claims }: { claims: PendingClaim[] }) {
  return (
    <section aria-labelledby="pending-claims" className="mt-10 grid gap-4">
      <h2 id="pending-claims" className="text-xl font-semibold">
        Claims of listings ({claims.length})
      </h2>
      {claims.length === 0 ? (
        <p className="text-muted-foreground">No claims are waiting.</p>
      ) : (
        <ul className="grid gap-4">
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
