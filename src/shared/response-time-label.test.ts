import { describe, expect, it } from 'vitest';
import { responseTimeBadge, responseTimeLabel } from './response-time-label.ts';

describe('response-time badge', () => {
  it.each([
    [5, 'Usually responds within an hour'],
    [60, 'Usually responds within an hour'],
    [61, 'Usually responds within 2 hours'],
    [120, 'Usually responds within 2 hours'],
    [121, 'Usually responds within 3 hours'],
    [23 * 60, 'Usually responds within 23 hours'],
    [23 * 60 + 1, 'Usually responds within 1 day'],
    [24 * 60 + 1, 'Usually responds within 2 days'],
  ])('%d minutes → %s', (minutes, label) => {
    expect(responseTimeLabel(minutes)).toBe(label);
  });

  it('says nothing until three requests were answered', () => {
    expect(responseTimeBadge({ medianMinutes: 30, answered: 2 })).toBeNull();
    expect(responseTimeBadge({ medianMinutes: null, answered: 0 })).toBeNull();
    expect(responseTimeBadge({ medianMinutes: 90, answered: 3 })).toBe(
      'Usually responds within 2 hours',
    );
  });
});
