import { Link } from 'react-router';
import { format, parseISO } from 'date-fns';
import { TIME_OF_DAY_LABELS, TOUR_STATUS_LABELS } from '#shared/tour-request-labels.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { paths } from '#web/lib/paths.ts';

/** The family's open requests to this community: the day asked for, when, and where it stands. */
export function OpenTourRequestsNote({ requests }: { requests: FamilyTourRequest[] }) {
  return (
    <div
      className="grid gap-2 rounded-lg bg-primary-soft p-4 text-sm"
      data-testid="open-tour-requests"
    >
      <p className="font-semibold">
        {requests.length === 1 ? 'You already asked for a tour' : 'You already asked for tours'}
      </p>
      <ul className="grid gap-1">
        {requests.map((r) => (
          <li key={r.id}>
            {format(parseISO(r.preferredDate), 'EEEE, MMMM d')} (
            {TIME_OF_DAY_LABELS[r.timeOfDay].toLowerCase()}), asked on{' '}
            {format(parseISO(r.createdAt), 'MMM d, yyyy')}: {TOUR_STATUS_LABELS[r.status]}
          </li>
        ))}
      </ul>
      <p>
        Follow or withdraw it on{' '}
        <Link to={paths.profile} className="font-medium text-primary underline underline-offset-4">
          your profile
        </Link>
        , or ask for another time below.
      </p>
    </div>
  );
}
