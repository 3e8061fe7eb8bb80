import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { paths } from '#web/lib/paths.ts';
import { Bullets, Section, TextLink } from '#web/features/content/components/prose.tsx';

export default function ContactPage() {
  return (
    <Page
      title="Contact Us"
      description={`${BRAND} doesn’t have a public phone line or support inbox yet. Here is how to get the help you need.`}
    >
      <Section title="Questions about a community">
        <p>
          Contact the community directly: open its listing on the{' '}
          <TextLink to={paths.browse}>Browse</TextLink> page and use the Call, Email or Schedule
          Tour buttons. Your message goes straight to the community.
        </p>
      </Section>
      <Section title="Feedback about CareNest">
        <p>
          Sign in and <TextLink to={paths.reviews}>write a website review</TextLink>. We read every
          one, and other visitors can see them too.
        </p>
      </Section>
      <Section title="Care providers">
        <p>
          Manage your subscription and listings in the{' '}
          <TextLink to={paths.dashboard}>Provider Dashboard</TextLink>. New to {BRAND}? See{' '}
          <TextLink to="/list-your-community">how listing works</TextLink>.
        </p>
      </Section>
      <Section title="Urgent concerns">
        <Bullets
          items={[
            'In an emergency, call 911.',
            'If you suspect abuse or neglect of an older adult at home, contact your local Adult Protective Services.',
            'For concerns about care in a nursing home or assisted living community, your state’s Long-Term Care Ombudsman program can help; find it through the Eldercare Locator at eldercare.acl.gov or 1-800-677-1116.',
          ]}
        />
      </Section>
    </Page>
  );
}
