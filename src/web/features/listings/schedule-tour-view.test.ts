import { describe, expect, it } from 'vitest';
import type { ListingView } from '#shared/listing-schemas.ts';
import { tourChoices, tourDialogHeading, tourDialogView } from './schedule-tour-view.ts';

const listing = {
  title: 'Maple Grove',
  contact: { phone: null, email: null, externalUrl: null, website: null },
} as unknown as ListingView;
const withContact = (contact: Partial<ListingView['contact']>): ListingView => ({
  ...listing,
  contact: { ...listing.contact, ...contact },
});

describe('tourChoices', () => {
  it('offers nothing when the provider gave no contact and cannot take a request', () => {
    expect(tourChoices(listing, false)).toEqual([]);
  });

  it('shows a phone number saved as digits the way people read it', () => {
    expect(tourChoices(withContact({ phone: '5551850310' }), false)[0]).toEqual({
      kind: 'phone',
      href: 'tel:5551850310',
      detail: '(555) 185-0310',
    });
  });

  it('offers phone, email, online scheduling and a request, in that order', () => {
    const all = withContact({
      phone: '(503) 555-0100',
      email: 'tours@maple.example',
      externalUrl: 'https://maple.example/book',
    });
    const choices = tourChoices(all, true);
    expect(choices.map((c) => c.kind)).toEqual(['phone', 'email', 'external', 'request']);
    expect(choices[0]).toEqual({ kind: 'phone', href: 'tel:5035550100', detail: '(503) 555-0100' });
    expect(choices[1]).toMatchObject({ kind: 'email', detail: 'tours@maple.example' });
    expect(choices[1] && 'href' in choices[1] && choices[1].href).toMatch(
      /^mailto:tours@maple\.example\?subject=Tour%20request%3A%20Maple%20Grove&body=/,
    );
    expect(choices[2]).toEqual({
      kind: 'external',
      href: 'https://maple.example/book',
      detail: "Book a time on the provider's website",
    });
    expect(choices[3]).toEqual({
      kind: 'request',
      detail: 'Send your preferred time through CareNest',
    });
  });

  it('drops an external address that is not http(s)', () => {
    expect(tourChoices(withContact({ externalUrl: 'javascript:alert(1)' }), false)).toEqual([]);
  });
});

describe('tourDialogView', () => {
  it('shows the receipt once sent, the form while requesting, else the choices or their absence', () => {
    expect(tourDialogView('request', true, 0)).toBe('sent');
    expect(tourDialogView('request', false, 3)).toBe('request');
    expect(tourDialogView('choose', false, 1)).toBe('choose');
    expect(tourDialogView('choose', false, 0)).toBe('none');
  });
});

describe('tourDialogHeading', () => {
  it('names the step the family is at', () => {
    expect(tourDialogHeading('choose', 'Maple Grove')).toEqual({
      title: 'Schedule a Tour',
      description: 'Choose how you would like to contact Maple Grove to arrange a visit.',
    });
    expect(tourDialogHeading('none', 'Maple Grove').description).toBe(
      "This provider hasn't set up contact preferences yet. Please try again later.",
    );
    for (const view of ['request', 'sent'] as const) {
      expect(tourDialogHeading(view, 'Maple Grove')).toEqual({
        title: 'Request a tour',
        description: 'Tell Maple Grove when you would like to visit.',
      });
    }
  });
});
