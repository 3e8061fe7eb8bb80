import { useParams } from 'react-router';
import { EditListingPage } from '#web/features/provider/components/edit-listing-page.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';
import { PROVIDER_TEXTS } from '#web/features/provider/messages.ts';
import { ScriptNeeded } from '#web/components/layout/script-needed.tsx';

/** /edit-listing/{id}: one of my own listings in the listing form (docs/product.md §2). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <ScriptNeeded>{PROVIDER_TEXTS.listingFormNeedsScript}</ScriptNeeded>
      <ProviderOnly>
        <EditListingPage key={id} id={id} />
      </ProviderOnly>
    </>
  );
}
