import { SERVICE_MENU } from '#shared/constants.ts';
import {
  FOOTER_LINK_GROUPS,
  LEGAL_LINKS,
  type SiteLinkGroup,
} from '#web/components/layout/site-links.ts';
import { LinkList } from '#web/components/layout/link-list.tsx';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { paths, resourceArticlePath, providerSignUpPath } from '#web/lib/paths.ts';

const footerGroup = (heading: string) =>
  FOOTER_LINK_GROUPS.find((group) => group.heading === heading)?.links ?? [];

/** Every page of the site: the static routes, the seven service pages and all articles. */
export const SITEMAP_GROUPS: SiteLinkGroup[] = [
  {
    heading: 'Find care',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Browse communities', to: paths.browse },
      { label: 'Website Reviews', to: paths.reviews },
    ],
  },
  {
    heading: 'Care types',
    links: SERVICE_MENU.map(({ slug, label }) => ({ label, to: paths.service(slug) })),
  },
  {
    heading: 'Resources',
    links: footerGroup('Resources').filter((link) => link.to !== paths.reviews),
  },
  ...RESOURCE_SECTIONS.map((entry) => ({
    heading: entry.label,
    links: entry.cards.map((card) => ({
      label: card.title,
      to: resourceArticlePath(entry.section, card.slug),
    })),
  })),
  {
    heading: 'Your account',
    links: [
      { label: 'Log in or sign up', to: paths.auth },
      { label: 'Profile', to: paths.profile },
      { label: 'My Favorites', to: paths.favorites },
    ],
  },
  {
    heading: 'For providers',
    links: [
      ...footerGroup('For Providers'),
      { label: 'Sign up as a Care Provider', to: providerSignUpPath },
      { label: 'Create a listing', to: paths.createListing },
    ],
  },
  { heading: 'Company', links: footerGroup('Company') },
  { heading: 'Legal', links: LEGAL_LINKS },
];

export function SitemapLinks() {
  return (
    <div className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {SITEMAP_GROUPS.map((group) => (
        <section key={group.heading}>
          <h2 className="text-lg font-semibold">{group.heading}</h2>
          <LinkList
            links={group.links}
            className="mt-3 grid gap-2"
            linkClassName="text-primary underline-offset-4 hover:underline"
          />
        </section>
      ))}
    </div>
  );
}
