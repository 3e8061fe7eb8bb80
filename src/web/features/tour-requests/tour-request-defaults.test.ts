import { describe, expect, it } from 'vitest';
import { tourRequestDefaults } from './tour-request-defaults.ts';

describe('tourRequestDefaults', () => {
  it('leaves the contact details for a visitor to type', () => {
    expect(tourRequestDefaults(null)).toEqual({
      name: '',
      email: '',
      phone: '',
      preferredDate: '',
      timeOfDay: 'morning',
      visitors: 1,
      message: '',
      contactPreference: 'email',
      website: '',
    });
  });

  it('fills a signed-in family’s name, email and phone from the profile', () => {
    const filled = tourRequestDefaults({
      name: 'Sam',
      email: 'sam@example.com',
      phone: '5035550100',
    });
    expect(filled).toMatchObject({ name: 'Sam', email: 'sam@example.com', phone: '5035550100' });
  });
});
