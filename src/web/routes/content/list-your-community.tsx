import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { BRAND, MAX_IMAGES_PER_LISTING, PLANS, PLAN_NAMES } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { providerSignUpPath } from '#web/lib/paths.ts';
import { Bullets, Section } from '#web/features/content/components/prose.tsx';

function PlanCards() {
  return (
    <ul className="mt-4 grid max-w-3xl gap-6 sm:grid-cols-2">
      {PLAN_NAMES.map((name) => {
        const plan = PLANS[name];
        return (
          <li key={name} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              {plan.name}
              {name === 'Premium' ? <Badge variant="soft">Featured listings</Badge> : null}
            </h3>
            <p className="mt-3">
              <span className="text-4xl font-bold tracking-tight">${plan.priceUsd}</span>
              <span className="text-muted-foreground"> per month</span>
            </p>
            <ul className="mt-4 grid gap-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export default function ListYourCommunityPage() {
  return (
    <Page
      title="List Your Community"
      description={`Reach families who are comparing senior living options. Listing on ${BRAND} takes a Care Provider account and a monthly plan.`}
    >
      <Section title="Plans" className="max-w-none">
        <PlanCards />
        <p className="text-sm text-muted-foreground">
          Payments aren’t connected yet: for now, choosing a plan in the Provider Dashboard
          activates it straight away. Each plan period lasts one month, and you can cancel in the
          dashboard.
        </p>
      </Section>
      <Section title="How listing works">
        <ol className="grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-primary">
          <li>Sign up and choose the Care Provider account type, with your company name.</li>
          <li>Open the Provider Dashboard and subscribe to the Basic or Premium plan.</li>
          <li>Create a listing for each community, and edit or remove it at any time.</li>
        </ol>
      </Section>
      <Section title="What a listing includes">
        <Bullets
          items={[
            'Title, care type and a description of the community',
            'Address, city, state and ZIP code, so families can search by location and distance',
            'Starting monthly price, pricing notes, room types and capacity',
            'Amenities, from dining rooms to transportation',
            `Up to ${MAX_IMAGES_PER_LISTING} photos`,
            'How families can reach you: phone, email or an online scheduling link',
          ]}
        />
      </Section>
      <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button asChild size="lg">
          <Link to={providerSignUpPath}>Sign up as a Care Provider</Link>
        </Button>
        <Link
          to="/provider-login"
          className="font-medium text-primary underline underline-offset-4"
        >
          Already listed? Log in
        </Link>
      </div>
    </Page>
  );
}
