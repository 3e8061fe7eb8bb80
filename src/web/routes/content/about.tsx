import { Link } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { Actions, Bullets, Section } from '#web/features/content/components/prose.tsx';

export default function AboutPage() {
  return (
    <Page
      title={`About ${BRAND}`}
      description={`${BRAND} helps families compare senior living communities, and helps care providers reach the families looking for them.`}
    >
      <Section title="What we do">
        <p>
          Families can search communities by location, care type and price, see photos, amenities
          and starting prices, save favorites, and contact a community directly to arrange a tour.
          Care providers create and update their own listings from a Provider Dashboard.
        </p>
      </Section>
      <Section title="How we’re paid">
        <p>
          Care providers pay a monthly subscription to list their communities. Families never pay to
          use {BRAND}, and we don’t sell their details to communities.
        </p>
      </Section>
      <Section title="What you can rely on">
        <Bullets
          items={[
            'Listings are written by the providers themselves; we don’t inspect communities, so always check licensing and visit in person.',
            'Star ratings come only from reviews by signed-in members. A listing without reviews says so.',
            'Example listings that show how the site works are clearly marked “Sample listing”.',
            'Listings promoted by Premium providers are labelled “Featured”.',
            'We don’t publish invented testimonials or quotes.',
          ]}
        />
      </Section>
      <Section title="Who we are">
        <p>
          {BRAND} is a small, new company, and this website is our first product. We would rather
          tell you plainly what we don’t do yet than promise more than we deliver.
        </p>
      </Section>
      <Actions>
        <Button asChild>
          <Link to={paths.browse}>Browse communities</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/list-your-community">List your community</Link>
        </Button>
      </Actions>
    </Page>
  );
}
