import { Link } from 'react-router';
import type { PlanName } from '#shared/constants.ts';
import type { ProviderListings } from '#shared/provider-schemas.ts';
import { dashboardTabPath } from '../../dashboard-tabs.ts';

type ListingUsageProps = { plan: PlanName; usage: ProviderListings['usage'] };

/** "n of 3 listings used" on a limited plan; nothing on an unlimited one. */
export function ListingUsage({ plan, usage }: ListingUsageProps) {
  if (usage.limit === null) {
    return <p className="text-sm text-muted-foreground">{plan} plan: unlimited listings</p>;
  }
  const full = usage.count >= usage.limit;
  return (
    <p className="text-sm text-muted-foreground">
      {usage.count} of {usage.limit} listings used
      {full ? (
        <>
          {' · '}
          <Link
            to={dashboardTabPath('subscription')}
            className="font-medium text-primary underline underline-offset-2"
          >
            Upgrade to Premium for unlimited listings
          </Link>
        </>
      ) : null}
    </p>
  );
}
