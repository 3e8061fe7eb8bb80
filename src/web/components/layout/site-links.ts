import { CARE_TYPES, CARE_TYPE_LABELS } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';

export type SiteLink = { label: string; to: string };
export type SiteLinkGroup = { heading: string; links: SiteLink[] };

/** The footer's link groups; the sitemap page lists the same destinations. */
export const FOOTER_LINK_GROUPS: SiteLinkGroup[] = [
  {
    heading: 'Care Types',
    links: [
      ...CARE_TYPES.map((type) => ({ label: CARE_TYPE_LABELS[type], to: paths.service(type) })),
      { label: 'Home Care', to: paths.service('home-care') },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Resources Hub', to: paths.resources },
      { label: 'Caregiver Support', to: '/resources/caregiver-support' },
      { label: 'Moving Checklist', to: '/resources/moving-checklist' },
      { label: 'Financial Planning', to: '/resources/financial-planning' },
      { label: 'FAQ', to: '/resources/faq' },
      { label: 'Website Reviews', to: paths.reviews },
    ],
  },
  {
    heading: 'For Providers',
    links: [
      { label: 'List Your Community', to: '/list-your-community' },
      { label: 'Provider Login', to: '/provider-login' },
      { label: 'Provider Dashboard', to: paths.dashboard },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

export const LEGAL_LINKS: SiteLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Sitemap', to: '/sitemap' },
];

/** The header's main links (the Services dropdown sits after them). */
export const MAIN_NAV_LINKS: SiteLink[] = [
  { label: 'Browse', to: paths.browse },
  { label: 'Reviews', to: paths.reviews },
  { label: 'Resources', to: paths.resources },
];
