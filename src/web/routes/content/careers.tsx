import { Link } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Actions, Section } from '#web/features/content/components/prose.tsx';

export default function CareersPage() {
  return (
    <Page
      title={`Careers at ${BRAND}`}
      description={`There are no open positions at ${BRAND} right now.`}
    >
      <Section title="Working with us">
        <p>
          {BRAND} is a small team. When we start hiring, every open role will be posted on this page
          first, with a description of the work and how to apply.
        </p>
        <p>
          If you’d like to know more about what we’re building, our About page explains what the
          site does and how it is paid for.
        </p>
      </Section>
      <Actions>
        <Button asChild variant="outline">
          <Link to="/about">About {BRAND}</Link>
        </Button>
      </Actions>
    </Page>
  );
}
