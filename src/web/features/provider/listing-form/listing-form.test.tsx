import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARE_TYPE_LABELS, PAYMENT_SOURCE_LABELS } from '#shared/constants.ts';
import { listingWriteSchema } from '#shared/listing-write-schema.ts';
import { descriptionOf } from '#web/test/render.tsx';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { PROVIDER_TEXTS } from '../messages.ts';
import { EMPTY_LISTING_FORM } from './form-values.ts';
import {
  bodyWith,
  fillRequiredText,
  pngFile,
  renderCreateListingForm,
} from './listing-form-test-kit.tsx';

/** The field each required value is typed into. */
const LABELS: Record<string, string> = {
  title: 'Listing Title',
  description: 'Description',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  pricingStartingAt: 'Starting Price per month',
};

/** The shared schema's message for each field an empty form leaves invalid (docs/product.md §5). */
function emptyFormMessages(): Map<string, string> {
  const issues = listingWriteSchema.safeParse(EMPTY_LISTING_FORM).error?.issues ?? [];
  return new Map(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('ListingForm (create)', () => {
  it('shows the schema’s message under every required field and sends nothing', async () => {
    const { user, sent } = renderCreateListingForm();
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    const expected = emptyFormMessages();
    expect([...expected.keys()].sort()).toEqual(Object.keys(LABELS).sort());
    for (const [field, message] of expected) {
      const input = screen.getByLabelText(LABELS[field]);
      await waitFor(() => expect(descriptionOf(input)).toContain(message));
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText(LABELS.title));
    expect(sent).toEqual([]);
  });

  it('sends what was filled in, as the API reads it, then opens the dashboard’s listings', async () => {
    const { user, sent, router } = renderCreateListingForm();
    await fillRequiredText(user);
    await user.selectOptions(screen.getByLabelText('Care Type'), CARE_TYPE_LABELS['memory-care']);
    await user.type(screen.getByLabelText('Starting Price per month'), '4200');
    await user.type(screen.getByLabelText('Pricing Notes (optional)'), '  Meals included  ');
    await user.click(screen.getByRole('checkbox', { name: 'Shared Rooms Available' }));
    await user.click(screen.getByRole('checkbox', { name: PAYMENT_SOURCE_LABELS.medicaid }));
    await user.type(screen.getByLabelText('Custom amenity'), 'Chapel{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Phone Contact' }));
    await user.type(screen.getByLabelText('Phone Number'), '5035550142');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    await screen.findByText(PROVIDER_TEXTS.created);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/provider/listings',
        body: bodyWith({
          careType: 'memory-care',
          pricingStartingAt: 4200,
          pricingNote: 'Meals included',
          roomsShared: true,
          paymentSources: ['medicaid'],
          amenities: ['Chapel'],
          contactPhoneNumber: '(503) 555-0142',
        }),
      },
    ]);
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(dashboardTabPath('listings'));
  });

  it('uploads each chosen image, one request each, once the listing is saved', async () => {
    const { user, sent } = renderCreateListingForm();
    await fillRequiredText(user);
    await user.type(screen.getByLabelText('Starting Price per month'), '3100');
    const photos = ['front.png', 'garden.png'].map(pngFile);
    await user.upload(screen.getByLabelText(/Add images/), photos);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    await screen.findByText(PROVIDER_TEXTS.created);
    const uploads = sent.filter((request) => request.url.endsWith('/images'));
    expect(uploads.map((request) => request.method)).toEqual(['POST', 'POST']);
    const files = uploads.map((request) => (request.body as FormData).get('file') as File);
    expect(files.map((file) => file.name)).toEqual(['front.png', 'garden.png']);
  });
});
