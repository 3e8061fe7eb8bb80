import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { PLANS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';

const LIST_YOUR_COMMUNITY = '/list-your-community';

/** The provider call to action (docs/product.md §1): Subscribe leads to the list-your-community page. */
export function ProviderCta() {
  return (
    <section aria-labelledby="provider-cta" className="bg-primary-strong text-primary-foreground">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="grid gap-3">
          <Building2 className="size-10" aria-hidden="true" />
          <h2 id="provider-cta" className="text-3xl font-bold tracking-tight">
            Run a senior living community?
          </h2>
          <p className="max-w-2xl text-lg text-primary-soft">
            List your community where families are searching. Plans start at ${PLANS.Basic.priceUsd}{' '}
            a month for up to {PLANS.Basic.listingLimit} listings; Premium at $
            {PLANS.Premium.priceUsd} a month adds unlimited listings and featured placement.
          </p>
        </div>
        <div className="md:justify-self-end">
          <Button
            asChild
            size="lg"
            className="bg-card text-primary-strong hover:bg-primary-soft focus-visible:outline-card"
          >
            <Link to={LIST_YOUR_COMMUNITY}>Subscribe</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
