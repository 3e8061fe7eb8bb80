import { describe, expect, it } from 'vitest';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';
import { listingUsageText, planChangeWarning } from './plan-limits.ts';

const basic = (listingsUsed: number): ProviderCapabilities => ({
  plan: 'Basic',
  canCreateListing: listingsUsed < 3,
  reason: listingsUsed < 3 ? null : 'LISTING_LIMIT_REACHED',
  listingsUsed,
  listingsDraft: 0,
  listingLimit: 3,
});

describe('listingUsageText', () => {
  it('counts against the limit up to it, and says plainly what being above it means', () => {
    expect(listingUsageText(basic(2))).toBe('2 of 3 listings used');
    expect(listingUsageText(basic(3))).toBe('3 of 3 listings used');
    expect(listingUsageText(basic(4))).toBe(
      'You have 4 listings; the Basic plan allows 3. All stay published. To add another, delete 2 or upgrade to Premium.',
    );
    expect(listingUsageText(basic(4))).not.toMatch(/4 of 3/);
  });

  it('above the limit with drafts, says that a draft is published only while there is room', () => {
    expect(listingUsageText({ ...basic(8), listingsDraft: 6 })).toBe(
      'You have 8 listings (6 of them drafts); the Basic plan allows 3. Published listings stay published; a draft can be published only while fewer than 3 are. To add another, delete 6 or upgrade to Premium.',
    );
  });

  it('says unlimited on Premium', () => {
    const premium = { ...basic(9), plan: 'Premium' as const, listingLimit: null };
    expect(listingUsageText(premium)).toBe('Premium plan: unlimited listings');
  });
});

describe('planChangeWarning', () => {
  it('warns a Premium provider with 4 listings what happens to the fourth on Basic', () => {
    expect(planChangeWarning('Premium', 'Basic', 4)).toBe(
      "You have 4 listings; Basic allows 3. Nothing is deleted or hidden: all 4 stay published, including the one above the limit. Your listings lose Featured placement. You can't add or import listings until you have fewer than 3: delete 2, or switch back to Premium.",
    );
  });

  it('counts drafts apart: they are not published, and wait for room', () => {
    expect(planChangeWarning('Premium', 'Basic', 8, 6)).toBe(
      "You have 8 listings (6 of them drafts); Basic allows 3. Nothing is deleted or hidden: your 2 listings published stay published, and your 6 drafts can be published only while fewer than 3 are. Your listings lose Featured placement. You can't add or import listings until you have fewer than 3: delete 6, or switch back to Premium.",
    );
  });

  it('within the limit, only says that Featured placement ends', () => {
    expect(planChangeWarning('Premium', 'Basic', 3)).toBe('Your listings lose Featured placement.');
  });

  it('says nothing when nothing is lost: a first plan or an upgrade', () => {
    expect(planChangeWarning(undefined, 'Basic', 0)).toBeNull();
    expect(planChangeWarning('Basic', 'Premium', 3)).toBeNull();
  });
});
