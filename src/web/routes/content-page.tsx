import { Link, useLocation, useParams } from 'react-router';
import { BRAND, PLANS } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CONTENT_PAGE_PATHS, paths, type ContentPagePath } from '#web/lib/paths.ts';
import { SitemapLinks } from '#web/features/content/sitemap-links.tsx';

type ContentPage = { title: string; summary: string; action?: { label: string; to: string } };

const toResources = { label: 'Go to the Resources hub', to: paths.resources };

const CONTENT: Record<ContentPagePath, ContentPage> = {
  '/about': {
    title: `About ${BRAND}`,
    summary: `${BRAND} helps families compare senior living communities by care type, location and price, and lets care providers list their communities under a monthly subscription.`,
  },
  '/careers': {
    title: `Careers at ${BRAND}`,
    summary: `Open positions at ${BRAND} will be posted on this page.`,
  },
  '/press': {
    title: 'Press',
    summary: `News and announcements from ${BRAND} will be published on this page.`,
  },
  '/blog': {
    title: `${BRAND} Blog`,
    summary:
      'Articles on choosing and paying for senior care will be published here; our current guides are in the Resources hub.',
    action: toResources,
  },
  '/contact': {
    title: 'Contact Us',
    summary:
      'Questions about a community are best sent to the community itself, using the Call, Email or Schedule Tour buttons on its listing.',
    action: { label: 'Browse communities', to: paths.browse },
  },
  '/provider-login': {
    title: 'Provider Login',
    summary: `Care providers sign in with the same ${BRAND} account as families, then manage their listings from the Provider Dashboard.`,
    action: { label: 'Log in', to: paths.auth },
  },
  '/list-your-community': {
    title: 'List Your Community',
    summary: `Create a Care Provider account, subscribe to the Basic plan ($${PLANS.Basic.priceUsd}/month, up to ${PLANS.Basic.listingLimit} listings) or the Premium plan ($${PLANS.Premium.priceUsd}/month, unlimited listings), then add your community from the Provider Dashboard.`,
    action: { label: 'Create a provider account', to: `${paths.auth}?tab=signup` },
  },
  '/privacy': {
    title: 'Privacy Policy',
    summary: `This page will set out what ${BRAND} stores about you — your account, favorites and reviews — and why.`,
  },
  '/terms': {
    title: 'Terms of Service',
    summary: `This page will set out the terms for using ${BRAND} as a family member or as a care provider.`,
  },
  '/sitemap': { title: 'Sitemap', summary: `Every section of ${BRAND}, in one list.` },
  '/resources/caregiver-support': {
    title: 'Caregiver Support',
    summary: 'Practical support for family caregivers is being gathered for this page.',
    action: toResources,
  },
  '/resources/moving-checklist': {
    title: 'Moving Checklist',
    summary:
      'A step-by-step checklist for moving a loved one into senior living will be published here.',
    action: toResources,
  },
  '/resources/financial-planning': {
    title: 'Financial Planning',
    summary: 'Guidance on budgeting for the cost of senior living will be published here.',
    action: toResources,
  },
  '/resources/faq': {
    title: 'Frequently Asked Questions',
    summary: `Answers to common questions about senior care and about ${BRAND} will be collected here.`,
    action: toResources,
  },
};

const isContentPagePath = (path: string): path is ContentPagePath =>
  (CONTENT_PAGE_PATHS as readonly string[]).includes(path);

/** "choosing-a-community" → "Choosing a community". */
const titleFromSlug = (slug: string) => {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Article';
};

function pageFor(pathname: string, slug: string | undefined): ContentPage {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isContentPagePath(path)) return CONTENT[path];
  return {
    title: titleFromSlug(slug ?? ''),
    summary: 'This article has not been published yet.',
    action: toResources,
  };
}

/** Footer and marketing destinations (SPEC §2), with short content written for CareNest. */
export function Component() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const page = pageFor(pathname, slug);
  return (
    <Page title={page.title} description={page.summary}>
      {page.action ? (
        <Button asChild className="mt-6">
          <Link to={page.action.to}>{page.action.label}</Link>
        </Button>
      ) : null}
      {pathname.startsWith('/sitemap') ? <SitemapLinks /> : null}
    </Page>
  );
}
