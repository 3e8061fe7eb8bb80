import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { ListingWrite, ListingWriteInput } from '#shared/listing-write-schema.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard.ts';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { AmenitiesSection } from './amenities-section.tsx';
import { BasicInfoSection } from './basic-info-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { EMPTY_LISTING_FORM, listingToFormValues } from './form-values.ts';
import { listingFormResolver, preloadListingFormResolver } from './form-resolver.ts';
import { ImagesSection } from './images-section.tsx';
import { LocationSection } from './location-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { useImageSelection } from './use-image-selection.ts';
import { useSaveListing, type SavePhase } from './use-save-listing.ts';

type ListingFormProps = {
  /** Edit mode when given; create mode otherwise (docs/product.md §4 "Listing form"). */
  listing?: ListingView;
  /** Called after a successful save instead of going to the dashboard's listings tab. */
  onSuccess?: (listingId: string | undefined) => void;
};

function submitLabel(phase: SavePhase, editing: boolean) {
  if (phase === 'idle') return editing ? 'Update Listing' : 'Create Listing';
  return phase === 'uploading' ? 'Saving... (Uploading Images...)' : 'Saving...';
}

/** The create/edit listing form: six sections validated by the API's own schema. */
export function ListingForm({ listing, onSuccess }: ListingFormProps) {
  const navigate = useNavigate();
  const form = useForm<Required<ListingWriteInput>, unknown, ListingWrite>({
    resolver: listingFormResolver,
    defaultValues: listing ? listingToFormValues(listing) : EMPTY_LISTING_FORM,
    shouldFocusError: true,
  });
  const images = useImageSelection(listing?.images ?? []);
  const { save, phase } = useSaveListing(listing?.id);
  const busy = phase !== 'idle';
  const listingsTab = dashboardTabPath('listings');
  const imagesChanged =
    images.added.length > 0 || images.existing.length !== (listing?.images.length ?? 0);
  const guard = useUnsavedChangesGuard(form.formState.isDirty || imagesChanged);

  const onSubmit = form.handleSubmit(async (data) => {
    const saved = await save({
      data,
      keepImages: images.existing,
      newFiles: images.added.map((image) => image.file),
    });
    if (!saved) return;
    guard.allowLeaving();
    if (onSuccess) onSuccess(listing?.id);
    else void navigate(listingsTab);
  });

  return (
    <form
      onFocus={preloadListingFormResolver}
      onSubmit={onSubmit}
      noValidate
      className="mt-8 grid gap-6"
      aria-busy={busy}
    >
      <BasicInfoSection form={form} />
      <LocationSection form={form} />
      <PricingSection form={form} />
      <AmenitiesSection form={form} />
      <ContactSection form={form} />
      <ImagesSection images={images} disabled={busy} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={listingsTab}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel(phase, listing !== undefined)}
        </Button>
      </div>
    </form>
  );
}
