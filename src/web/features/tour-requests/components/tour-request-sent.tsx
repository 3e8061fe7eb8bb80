import { CircleCheck } from 'lucide-react';
import { format, parseISO } from 'date-fns';
import { TIME_OF_DAY_LABELS } from '#shared/tour-request-labels.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';

/** What the family sees once the request is on its way: what happens next. */
export function TourRequestSent({
  request,
  listingTitle,
  signedIn,
}: {
  /** The request as the API answered it; null after the form was handled by the server. */
  request: FamilyTourRequest | null;
  listingTitle: string;
  signedIn: boolean;
}) {
  return (
    <div role="status" className="grid gap-3 text-sm">
      <p className="flex items-center gap-2 text-base font-semibold">
        <CircleCheck className="size-5 text-primary-strong" aria-hidden="true" />
        Tour request sent
      </p>
      <p>
        {request ? (
          <>
            {request.listingTitle} has your request for{' '}
            {format(parseISO(request.preferredDate), 'EEEE, MMMM d')} (
            {TIME_OF_DAY_LABELS[request.timeOfDay].toLowerCase()}).
          </>
        ) : (
          `${listingTitle} has your request.`
        )}{' '}
        We sent a confirmation to your email.
      </p>
      <p>
        What happens next: the community reviews your request and contacts you the way you chose to
        confirm a time.{' '}
        {signedIn
          ? 'You can follow its status, or withdraw it, on your profile.'
          : 'The confirmation email has a private link where you can see your request and withdraw it.'}
      </p>
    </div>
  );
}
