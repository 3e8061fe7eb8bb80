import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';

export type SubscriptionQuery = UseQueryResult<SubscriptionView | null>;

type WithSubscriptionProps = {
  query: SubscriptionQuery;
  children: (subscription: SubscriptionView | null) => ReactNode;
};

/** Renders its children once the subscription is known; a spinner or a retry until then. */
export function WithSubscription({ query, children }: WithSubscriptionProps) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-7" label="Loading your subscription" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p className="font-medium">{PROVIDER_TEXTS.verifyFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}
