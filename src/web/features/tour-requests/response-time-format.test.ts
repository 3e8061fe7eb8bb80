import { describe, expect, it } from 'vitest';
import { formatDuration } from './components/response-time-summary.tsx';

describe('formatDuration', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [125, '2 hours 5 minutes'],
    [1440, '1 day'],
    [1440 * 3 + 240, '3 days 4 hours'],
  ])('%d → %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});
