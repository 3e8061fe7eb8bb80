import { format, parseISO } from 'date-fns';
import { toast } from '#web/lib/toast.tsx';
import {
  CONTACT_PREFERENCE_LABELS,
  PROVIDER_TOUR_STATUSES,
  TIME_OF_DAY_LABELS,
  TOUR_STATUS_LABELS,
} from '#shared/tour-request-labels.ts';
import type { ProviderTourRequest } from '#shared/tour-request-schemas.ts';
import { displayPhone } from '#shared/text.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useProviderTourRequests, useSetTourRequestStatus } from '../api/provider-tour-requests.ts';
import { ResponseTimeSummary } from './response-time-summary.tsx';
import { telHref } from '#web/lib/tel-href.ts';

function StatusControl({ request }: { request: ProviderTourRequest }) {
  const setStatus = useSetTourRequestStatus();
  // A grid item stretches to its cell; the badge keeps its own size at the cell's top.
  if (request.status === 'withdrawn')
    return (
      <Badge variant="outline" className="self-start justify-self-start">
        Withdrawn by the family
      </Badge>
    );
  return (
    <label className="grid content-start gap-1 text-sm font-medium">
      Status
      <Select
        value={request.status}
        disabled={setStatus.isPending}
        onChange={(event) =>
          setStatus.mutate(
            {
              id: request.id,
              status: event.target.value as (typeof PROVIDER_TOUR_STATUSES)[number],
            },
            {
              onSuccess: (r) =>
                toast.success(`Marked ${TOUR_STATUS_LABELS[r.status].toLowerCase()}`),
              onError: (error) =>
                toast.error(errorMessage(error, 'The status could not be changed.')),
            },
          )
        }
        aria-label={`Status of the request from ${request.contact?.name ?? 'a family'}`}
      >
        {PROVIDER_TOUR_STATUSES.map((s) => (
          <option key={s} value={s} disabled={s === 'new' && request.status !== 'new'}>
            {TOUR_STATUS_LABELS[s]}
          </option>
        ))}
      </Select>
    </label>
  );
}

function InquiryCard({ request: r }: { request: ProviderTourRequest }) {
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-5 sm:grid-cols-[1fr_12rem]">
          <div className="grid min-w-0 gap-1.5 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold">
                {r.contact?.name ?? 'Withdrawn request'}
              </span>
              {r.status === 'new' ? <Badge>New</Badge> : null}
            </p>
            <p className="text-muted-foreground">
              For <span className="font-medium text-foreground">{r.listingTitle}</span> · received{' '}
              {format(parseISO(r.createdAt), 'MMM d, yyyy h:mm a')}
            </p>
            <p>
              Preferred: {format(parseISO(r.preferredDate), 'EEE, MMM d, yyyy')},{' '}
              {TIME_OF_DAY_LABELS[r.timeOfDay].toLowerCase()} · {r.visitors}{' '}
              {r.visitors === 1 ? 'visitor' : 'visitors'}
            </p>
            {r.contact ? (
              <p className="break-words">
                <a className="underline" href={`mailto:${r.contact.email}`}>
                  {r.contact.email}
                </a>
                {r.contact.phone ? (
                  <>
                    {' · '}
                    <a className="underline" href={telHref(r.contact.phone)}>
                      {displayPhone(r.contact.phone)}
                    </a>
                  </>
                ) : null}
                {' · '}
                <span className="text-muted-foreground">
                  Contact: {CONTACT_PREFERENCE_LABELS[r.contactPreference].toLowerCase()}
                </span>
              </p>
            ) : (
              <p className="text-muted-foreground">
                The family withdrew this request; their contact details are no longer shown.
              </p>
            )}
            {r.message ? (
              <p className="rounded-md bg-muted p-3 whitespace-pre-line">{r.message}</p>
            ) : null}
          </div>
          <StatusControl request={r} />
        </CardContent>
      </Card>
    </li>
  );
}

/** /dashboard?tab=inquiries: tour requests for my listings, newest first, worked from the list. */
export function InquiriesTab() {
  const query = useProviderTourRequests();
  if (query.isPending) return <Spinner className="mx-auto size-8" label="Loading inquiries" />;
  if (query.isError) return <p className="text-destructive">Inquiries could not be loaded.</p>;
  const { requests, responseTime } = query.data;
  return (
    <section aria-labelledby="inquiries-heading" className="grid gap-4">
      <div>
        <h2 id="inquiries-heading" className="text-xl font-semibold">
          Tour requests
        </h2>
        <p className="text-sm text-muted-foreground">
          Families who asked to visit your communities. Each request was sent to you alone; use the
          details for that request only.
        </p>
      </div>
      <ResponseTimeSummary time={responseTime} />
      {requests.length === 0 ? (
        <p className="rounded-lg bg-muted p-6 text-center text-sm">
          No tour requests yet. Families can request a tour from any of your listings.
        </p>
      ) : (
        <ul className="grid gap-3">
          {requests.map((r) => (
            <InquiryCard key={r.id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
