import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import { communityPath } from '#shared/seo-paths.ts';
import {
  CONTACT_PREFERENCE_LABELS,
  isOpenTourStatus,
  TIME_OF_DAY_LABELS,
  TOUR_STATUS_LABELS,
} from '#shared/tour-request-labels.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useWithdrawByLink } from '../api/tour-request-by-link.ts';

function Details({ request: r }: { request: FamilyTourRequest }) {
  const rows: [string, string][] = [
    ['Preferred date', format(parseISO(r.preferredDate), 'EEEE, MMMM d, yyyy')],
    ['Time of day', TIME_OF_DAY_LABELS[r.timeOfDay]],
    ['Visitors', String(r.visitors)],
    ['How they may contact you', CONTACT_PREFERENCE_LABELS[r.contactPreference]],
    ['Sent', format(parseISO(r.createdAt), 'MMMM d, yyyy')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="mb-2 font-medium sm:mb-0">{value}</dd>
        </div>
      ))}
      {r.message ? (
        <div className="contents">
          <dt className="text-muted-foreground">Your message</dt>
          <dd className="whitespace-pre-line">{r.message}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Withdraw({ request, token }: { request: FamilyTourRequest; token: string }) {
  const withdraw = useWithdrawByLink(token);
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Withdraw request</Button>}
      title="Withdraw this tour request?"
      description={`${request.listingTitle} will see the request as withdrawn, without your contact details.`}
      confirmLabel="Withdraw"
      pendingLabel="Withdrawing..."
      onConfirm={async () => {
        try {
          await withdraw.mutateAsync();
          toast.success('Tour request withdrawn');
        } catch (error) {
          toast.error(errorMessage(error, 'The request could not be withdrawn.'));
        }
      }}
    />
  );
}

/** /tour-requests/:token: a signed-out family's own request, opened from their email. */
export function TourRequestByLink({
  request,
  token,
}: {
  request: FamilyTourRequest;
  token: string;
}) {
  const open = isOpenTourStatus(request.status);
  return (
    <Page
      title="Your tour request"
      description="This page is private to you: anyone with its link can see and withdraw this request, so keep the link to yourself."
      head={{ noindex: true }}
      className="max-w-3xl"
    >
      <Card className="mt-8">
        <CardContent className="grid gap-5 p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">
              <Link
                className="underline"
                to={communityPath({ id: request.listingId, title: request.listingTitle })}
              >
                {request.listingTitle}
              </Link>
            </h2>
            <Badge variant={request.status === 'withdrawn' ? 'outline' : 'soft'}>
              {TOUR_STATUS_LABELS[request.status]}
            </Badge>
          </div>
          <Details request={request} />
          {open ? (
            <div className="grid justify-items-start gap-2">
              <p className="text-sm text-muted-foreground">
                Changed your plans? Withdraw the request and the community no longer sees your
                contact details.
              </p>
              <Withdraw request={request} token={token} />
            </div>
          ) : request.status === 'withdrawn' ? (
            <p className="text-sm text-muted-foreground">
              You withdrew this request; the community no longer sees your contact details. To visit
              after all, send a new request from the community’s page.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </Page>
  );
}
