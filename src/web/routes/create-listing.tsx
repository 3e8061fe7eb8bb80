import { CreateListingPage } from '#web/features/provider/components/create-listing-page.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';
import { PROVIDER_TEXTS } from '#web/features/provider/messages.ts';
import { paths } from '#web/lib/paths.ts';

/** /create-listing: signed in, provider, active subscription and room on the plan (docs/product.md §4). */
export function Component() {
  return (
    <ProviderOnly signedOut={{ to: paths.auth, message: PROVIDER_TEXTS.signInToCreate }}>
      <CreateListingPage />
    </ProviderOnly>
  );
}
