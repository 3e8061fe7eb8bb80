import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { SitemapLinks } from '#web/features/content/sitemap-links.tsx';

export default function SitemapPage() {
  return (
    <Page title="Sitemap" description={`Every page of ${BRAND}, in one list.`}>
      <SitemapLinks />
    </Page>
  );
}
