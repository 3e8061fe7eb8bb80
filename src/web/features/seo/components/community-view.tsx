import { MapPin } from 'lucide-react';
import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { cityPath } from '#shared/seo-paths.ts';
import { Head, useSiteUrl } from '#web/lib/head.tsx';
import type { ReactNode } from 'react';
import type { ShownListing } from '#web/lib/listing-query.ts';
import { CareTypeBadge, ListingMarkers } from '#web/components/listing/listing-badges.tsx';
import { formatCityState } from '#web/lib/listing-format.ts';
import { Link } from 'react-router';
import { communityCrumbs, communityHead } from '../community-head.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

type CommunityViewProps = {
  listing: ShownListing;
  /** The listing's detail sections (the listings feature's, composed by the route). */
  details: ReactNode;
  /** The tour request form and the claim panel under the details. */
  tourRequest: ReactNode;
  claim: ReactNode;
};

/** The canonical page of one community: everything the detail dialog shows, as a page. */
export function CommunityView({ listing, details, tourRequest, claim }: CommunityViewProps) {
  const siteUrl = useSiteUrl();
  const { careType, location } = listing;
  const label = CARE_TYPE_LABELS[careType];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <Head {...communityHead(listing, siteUrl)} />
      <Breadcrumbs crumbs={communityCrumbs(listing)} />
      <header className="mt-4 grid gap-2">
        <div className="flex flex-wrap gap-1.5">
          <CareTypeBadge careType={careType} />
          <ListingMarkers listing={listing} className="contents" />
        </div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{listing.title}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {formatCityState(listing)}
        </p>
      </header>
      <section
        aria-labelledby="community-details"
        className="mt-6 overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      >
        {/* The detail sections are h3s, as in the dialog; this keeps the outline in order. */}
        <h2 id="community-details" className="sr-only">
          Details of {listing.title}
        </h2>
        {details}
      </section>
      {tourRequest}
      {claim}
      <p className="mt-8">
        <Link
          to={cityPath(careType, location.state, location.city)}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          More {label.toLowerCase()} in and near {location.city}
        </Link>
      </p>
    </div>
  );
}
