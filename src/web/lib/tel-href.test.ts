import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('keeps only the digits and a plus of a typed number', () => {
    expect(telHref('(503) 555-0142')).toBe('tel:5035550142');
    expect(telHref('+1 503.555.0142 ext')).toBe('tel:+15035550142');
  });
});
