import { BRAND, PLANS } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Bullets, Section, TextLink } from '#web/features/content/components/prose.tsx';

export default function TermsPage() {
  return (
    <Page
      title="Terms of Service"
      description={`The ground rules for using ${BRAND} as a family member or as a care provider, in plain language.`}
    >
      <Section title="What CareNest is">
        <p>
          {BRAND} is a directory. We don’t provide care, and we don’t inspect, license or endorse
          the communities listed. Information on a listing comes from its provider; confirm prices,
          services and licensing with the community before making decisions.
        </p>
      </Section>
      <Section title="Your account">
        <Bullets
          items={[
            'Give accurate information and keep your password to yourself.',
            'You are responsible for what is done with your account.',
            'Don’t use the site to harass anyone, send spam or break the law.',
          ]}
        />
      </Section>
      <Section title="Reviews">
        <Bullets
          items={[
            'Review only communities, or the website, you have experienced yourself.',
            'Don’t review your own community or a competitor’s, and don’t post reviews in exchange for payment or favors.',
            'We may remove reviews that break these rules or contain personal information about others.',
          ]}
        />
      </Section>
      <Section title="Care providers">
        <Bullets
          items={[
            `Listing requires an active plan: Basic ($${PLANS.Basic.priceUsd} a month, up to ${PLANS.Basic.listingLimit} listings) or Premium ($${PLANS.Premium.priceUsd} a month, unlimited and featured listings). Each period lasts one month, and you can cancel in the Provider Dashboard.`,
            'List only communities you are authorized to represent, and keep prices, services and contact details accurate.',
            'Upload only photos you have the right to use.',
            'We may remove listings that are misleading or break these terms.',
          ]}
        />
      </Section>
      <Section title="Changes and questions">
        <p>
          We may update these terms as the service develops and will post the new version here. How
          we handle your information is described in our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>.
        </p>
      </Section>
    </Page>
  );
}
