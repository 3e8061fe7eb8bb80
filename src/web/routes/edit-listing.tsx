import { useParams } from 'react-router';
import { EditListingPage } from '#web/features/provider/components/edit-listing-page.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';

/** /edit-listing/{id}: one of my own listings in the listing form (docs/product.md §2). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <ProviderOnly>
      <EditListingPage key={id} id={id} />
    </ProviderOnly>
  );
}
