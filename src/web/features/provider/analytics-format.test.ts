import { describe, expect, it } from 'vitest';
import { formatMinutes } from './analytics-format.ts';

describe('formatMinutes', () => {
  it.each([
    [null, 'No answered requests yet'],
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [95, '1 h 35 min'],
    [47 * 60 + 59, '47 h 59 min'],
    [72 * 60, '3 days'],
  ])('%s → %s', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});
