import { Link } from 'react-router';
import type { CityLink, CityPage } from '#shared/city-schemas.ts';
import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { cityPath } from '#shared/seo-paths.ts';
import { Head, useSiteUrl } from '#web/lib/head.tsx';
import { formatDollars } from '#web/lib/listing-format.ts';
import { ListingGrid } from '#web/components/listing/listing-grid.tsx';
import { paths } from '#web/lib/paths.ts';
import { cityHead, cityTitle } from '../city-head.ts';
import { placeCrumbs } from '../structured-data.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

const communities = (count: number) => `${count} ${count === 1 ? 'community' : 'communities'}`;

const CHIP =
  'inline-flex rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-primary hover:border-primary hover:bg-primary-soft';

function CityLinks({ id, title, links }: { id: string; title: string; links: CityLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={`${link.careType}/${link.state}/${link.city}`}>
            <Link to={cityPath(link.careType, link.state, link.city)} className={CHIP}>
              {title.startsWith('Other') ? CARE_TYPE_LABELS[link.careType] : link.city}
              <span className="ml-1.5 text-muted-foreground">({link.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Summary({ page }: { page: CityPage }) {
  const type = CARE_TYPE_LABELS[page.careType].toLowerCase();
  if (page.total === 0 || !page.priceRange) {
    return (
      <p className="mt-3 max-w-2xl text-base text-muted-foreground">
        No {type} communities are listed within {page.radiusMiles} miles of {page.city} yet. Try a
        nearby city or another type of care, or{' '}
        <Link
          to={paths.browse}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          browse all communities
        </Link>
        .
      </p>
    );
  }
  const { min, max } = page.priceRange;
  return (
    <p className="mt-3 max-w-2xl text-base text-muted-foreground">
      <strong className="font-semibold text-foreground">{communities(page.total)}</strong> within{' '}
      {page.radiusMiles} miles of {page.city}, starting at{' '}
      <strong className="font-semibold text-foreground">
        {min === max ? formatDollars(min) : `${formatDollars(min)} to ${formatDollars(max)}`}
      </strong>{' '}
      a month.
      {page.total > page.listings.length ? ` The ${page.listings.length} nearest are shown.` : ''}
    </p>
  );
}

/** /{care type}/{state}/{city}: communities of one care type in and near a city (decision 012). */
export function CityView({ page }: { page: CityPage }) {
  const siteUrl = useSiteUrl();
  const type = CARE_TYPE_LABELS[page.careType];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Head {...cityHead(page, siteUrl)} />
      <Breadcrumbs crumbs={placeCrumbs(page.careType, page.state, page.city)} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{cityTitle(page)}</h1>
      <Summary page={page} />
      {page.listings.length > 0 ? (
        <section aria-labelledby="city-communities" className="mt-8">
          <h2 id="city-communities" className="sr-only">
            {type} communities in and near {page.city}
          </h2>
          <ListingGrid listings={page.listings} headingLevel="h3" />
        </section>
      ) : null}
      <CityLinks id="nearby-cities" title={`${type} in nearby cities`} links={page.nearbyCities} />
      <CityLinks
        id="other-care-types"
        title={`Other types of care in and near ${page.city}`}
        links={page.otherCareTypes}
      />
    </div>
  );
}
