/** A valid listing form body; override fields per test. */
export function listingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Willow Creek Assisted Living',
    careType: 'assisted-living',
    description:
      'A calm community with attentive staff, garden walks and home-cooked meals every day.',
    address: '455 Willow Creek Rd',
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    companyWebsite: '',
    pricingStartingAt: 4200,
    pricingNote: '',
    roomsPrivate: true,
    roomsShared: false,
    capacity: '',
    amenities: ['WiFi', 'Garden'],
    contactPhoneNumber: '5035550100',
    contactEmailAddress: 'tours@willowcreek.example.com',
    contactExternalUrl: '',
    ...overrides,
  };
}
