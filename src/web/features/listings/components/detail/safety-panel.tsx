import { ExternalLink, ShieldAlert } from 'lucide-react';
import type { CmsRatings, PublicRecordView } from '#shared/public-record-schemas.ts';
import {
  CMS_MEANINGS,
  formatAsOf,
  formatFines,
  licenceStatusMeaning,
} from '#shared/public-record-texts.ts';

type FactProps = { term: string; value: string; meaning?: string; alert?: boolean };

function Fact({ term, value, meaning, alert }: FactProps) {
  return (
    <div className="grid gap-0.5 border-t border-border py-2 first:border-t-0">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className={alert ? 'font-semibold text-destructive' : 'font-semibold'}>
        {alert ? <ShieldAlert className="mr-1 inline size-4" aria-hidden="true" /> : null}
        {value}
      </dd>
      {meaning ? <dd className="text-sm text-muted-foreground">{meaning}</dd> : null}
    </div>
  );
}

const starText = (stars: number | null) => (stars === null ? 'Not rated' : `${stars} of 5 stars`);
const starMeaning = (stars: number | null, meaning: string) =>
  stars === null ? CMS_MEANINGS.notRated : meaning;

function CmsFacts({ cms }: { cms: CmsRatings }) {
  const ratings = [
    ['Overall rating', cms.overall, CMS_MEANINGS.overall],
    ['Health inspections', cms.healthInspection, CMS_MEANINGS.healthInspection],
    ['Staffing', cms.staffing, CMS_MEANINGS.staffing],
    ['Quality of resident care', cms.quality, CMS_MEANINGS.quality],
  ] as const;
  return (
    <>
      {ratings.map(([term, stars, meaning]) => (
        <Fact
          key={term}
          term={term}
          value={starText(stars)}
          meaning={starMeaning(stars, meaning)}
        />
      ))}
      {cms.totalFines !== null ? (
        <Fact
          term="Total fines"
          value={formatFines(cms.totalFines)}
          meaning={CMS_MEANINGS.totalFines}
        />
      ) : null}
      {cms.abuseIcon !== null ? (
        <Fact
          term="Abuse icon"
          value={cms.abuseIcon ? 'Cited for abuse' : 'Not shown'}
          meaning={cms.abuseIcon ? CMS_MEANINGS.abuseCited : CMS_MEANINGS.abuseNotCited}
          alert={cms.abuseIcon}
        />
      ) : null}
    </>
  );
}

/**
 * The community's public record as its agency publishes it (docs/decisions/042): licence,
 * status and capacity, and for a nursing home Medicare's stars, fines and abuse icon.
 */
export function SafetyPanel({ record }: { record: PublicRecordView }) {
  const isCms = record.source === 'cms-nursing-homes';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        From {record.agency}, as of <time dateTime={record.asOf}>{formatAsOf(record.asOf)}</time>.
      </p>
      <dl className="rounded-lg border border-border px-4 py-1">
        <Fact
          term={isCms ? 'CMS Certification Number' : 'Licence number'}
          value={record.licenceNumber}
        />
        {record.facilityType ? <Fact term="Type" value={record.facilityType} /> : null}
        <Fact term="Status" value={record.status} meaning={licenceStatusMeaning(record)} />
        {record.capacity !== null ? (
          <Fact
            term={isCms ? 'Certified beds' : 'Licensed capacity'}
            value={String(record.capacity)}
          />
        ) : null}
        {record.cms ? <CmsFacts cms={record.cms} /> : null}
      </dl>
      <a
        href={record.officialUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {isCms ? 'See it on Medicare Care Compare' : "See it on California's Care Facility Search"}
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
