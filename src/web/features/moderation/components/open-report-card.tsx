import { Link } from 'react-router';
import { ANONYMOUS_REVIEWER } from '#shared/constants.ts';
import { REPORT_REASONS } from '#shared/moderation-messages.ts';
import type { OpenReport } from '#shared/report-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatWhen } from '../format.ts';
import { DecisionForm } from './decision-form.tsx';

type Item = OpenReport['item'];

/** The reported review or listing as families see it, with a link to where it is shown. */
function ReportedItem({ item }: { item: Item }) {
  if (item.kind === 'listing') {
    return (
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          Listing by {item.company ?? 'a provider'}
          {item.unpublished ? ' (unpublished)' : ''}
        </p>
        <Link
          to={communityPath(item)}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {item.title}
        </Link>
        <p className="line-clamp-3 text-sm break-words text-foreground">{item.description}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground">
        Review of{' '}
        <Link
          to={`${communityPath(item.listing)}#reviews`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {item.listing.title}
        </Link>{' '}
        by {item.authorName ?? ANONYMOUS_REVIEWER}, {formatWhen(item.createdAt)}
      </p>
      <p className="text-sm font-semibold">{item.rating}/5 stars</p>
      {item.title ? <p className="font-semibold break-words">{item.title}</p> : null}
      {item.comment ? (
        <p className="text-sm break-words whitespace-pre-line">{item.comment}</p>
      ) : null}
    </div>
  );
}

/** One open report: why it was reported, by whom and when, the item, and the decision form. */
export function OpenReportCard({ report }: { report: OpenReport }) {
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="soft">{REPORT_REASONS[report.reason]}</Badge>
        <span className="text-muted-foreground">
          reported by {report.reporterName ?? ANONYMOUS_REVIEWER},{' '}
          <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time>
          {report.openReportsOfItem > 1
            ? ` · ${report.openReportsOfItem} open reports of this item`
            : ''}
        </span>
      </div>
      {report.details ? (
        <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
          {report.details}
        </blockquote>
      ) : null}
      <ReportedItem item={report.item} />
      <DecisionForm report={report} />
    </Card>
  );
}
