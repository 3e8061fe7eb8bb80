import { CreateListingPage } from '#web/features/provider/components/create-listing-page.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';
import { PROVIDER_TEXTS } from '#web/features/provider/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { ScriptNeeded } from '#web/components/layout/script-needed.tsx';

/** /create-listing: signed in, provider, active subscription and room on the plan (docs/product.md §4). */
export function Component() {
  return (
    <>
      <ScriptNeeded>{PROVIDER_TEXTS.listingFormNeedsScript}</ScriptNeeded>
      <ProviderOnly signedOut={{ to: paths.auth, message: PROVIDER_TEXTS.signInToCreate }}>
        <CreateListingPage />
      </ProviderOnly>
    </>
  );
}
