/** A valid listing form body; override fields per test. */
export function listingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Willow Creek Assisted Living',
    care_type: 'assisted-living',
    description:
      'A calm community with attentive staff, garden walks and home-cooked meals every day.',
    address: '455 Willow Creek Rd',
    city: 'Portland',
    state: 'OR',
    zip_code: '97214',
    company_website: '',
    pricing_starting_at: 4200,
    pricing_note: '',
    rooms_private: true,
    rooms_shared: false,
    capacity: '',
    amenities: ['WiFi', 'Garden'],
    contact_phone_number: '5035550100',
    contact_email_address: 'tours@willowcreek.example.com',
    contact_external_url: '',
    ...overrides,
  };
}
