import { format, parseISO } from 'date-fns';
import { toast } from '#web/lib/toast.tsx';
import {
  isOpenTourStatus,
  TIME_OF_DAY_LABELS,
  TOUR_STATUS_LABELS,
} from '#shared/tour-request-labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMyTourRequests, useWithdrawTourRequest } from '../api/my-tour-requests.ts';

/** /profile: the family's tour requests with their status, each withdrawable until closed. */
export function MyTourRequests() {
  const query = useMyTourRequests();
  const withdraw = useWithdrawTourRequest();
  const requests = query.data?.requests ?? [];

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">My tour requests</h2>
        <CardDescription>
          Each request went to one community only. Withdraw one and the community no longer sees
          your contact details.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your requests…</p>
        ) : query.isError ? (
          <p className="text-sm text-destructive">Your requests could not be loaded.</p>
        ) : requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have not requested a tour yet. Use “Schedule Tour” on a community to ask for a
            visit.
          </p>
        ) : (
          <ul className="grid gap-3">
            {requests.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div className="grid gap-1">
                  <p className="font-semibold">{r.listingTitle}</p>
                  <p className="text-sm text-muted-foreground">
                    {format(parseISO(r.preferredDate), 'EEE, MMM d, yyyy')},{' '}
                    {TIME_OF_DAY_LABELS[r.timeOfDay].toLowerCase()} · sent{' '}
                    {format(parseISO(r.createdAt), 'MMM d')}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge variant={r.status === 'withdrawn' ? 'outline' : 'soft'}>
                    {TOUR_STATUS_LABELS[r.status]}
                  </Badge>
                  {!isOpenTourStatus(r.status) ? null : (
                    <ConfirmDialog
                      trigger={
                        <Button variant="outline" size="sm">
                          Withdraw<span className="sr-only"> request for {r.listingTitle}</span>
                        </Button>
                      }
                      title="Withdraw this tour request?"
                      description={`${r.listingTitle} will see the request as withdrawn, without your contact details.`}
                      confirmLabel="Withdraw"
                      pendingLabel="Withdrawing..."
                      onConfirm={async () => {
                        try {
                          await withdraw.mutateAsync(r.id);
                          toast.success('Tour request withdrawn');
                        } catch (error) {
                          toast.error(errorMessage(error, 'The request could not be withdrawn.'));
                        }
                      }}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
