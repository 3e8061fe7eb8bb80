import { describe, expect, it } from 'vitest';
import { dailyVisitOf, type Visitor } from './visitor-key.ts';

const SECRET = 'a-server-secret-of-some-length-0123456789';
const LISTING = '5f0c6a8e-2b7d-4e61-9a3c-0d1e2f3a4b5c';
const NOON = new Date('2026-11-25T12:00:00Z');
const anonymous: Visitor = { userId: null, ip: '198.51.100.20', userAgent: 'Firefox/133.0' };

describe('dailyVisitOf', () => {
  it('is the same for one visitor all UTC day, and new at midnight', () => {
    const morning = dailyVisitOf(SECRET, LISTING, anonymous, new Date('2026-11-25T00:00:00Z'));
    const night = dailyVisitOf(SECRET, LISTING, anonymous, new Date('2026-11-25T23:59:59Z'));
    const next = dailyVisitOf(SECRET, LISTING, anonymous, new Date('2026-11-26T00:00:00Z'));
    expect(morning).toEqual(night);
    expect(morning.day).toBe('2026-11-25');
    expect(next.day).toBe('2026-11-26');
    expect(next.visitorKey).not.toBe(morning.visitorKey);
  });

  it('differs by listing, address, browser and secret, so keys link nothing', () => {
    const key = (secret: string, listing: string, visitor: Visitor) =>
      dailyVisitOf(secret, listing, visitor, NOON).visitorKey;
    const base = key(SECRET, LISTING, anonymous);
    expect(key(SECRET, LISTING.replace('5f', '6f'), anonymous)).not.toBe(base);
    expect(key(SECRET, LISTING, { ...anonymous, ip: '198.51.100.21' })).not.toBe(base);
    expect(key(SECRET, LISTING, { ...anonymous, userAgent: 'Chrome/131.0' })).not.toBe(base);
    expect(key(`${SECRET}x`, LISTING, anonymous)).not.toBe(base);
    expect(base).not.toContain('198.51.100.20');
  });

  it('keys a signed-in visitor by the account alone, wherever they are', () => {
    const ann = (ip: string, userAgent: string) =>
      dailyVisitOf(SECRET, LISTING, { userId: 'user-ann', ip, userAgent }, NOON).visitorKey;
    expect(ann('198.51.100.20', 'Firefox/133.0')).toBe(ann('203.0.113.9', 'Safari/604.1'));
    expect(ann('198.51.100.20', 'Firefox/133.0')).not.toBe(
      dailyVisitOf(SECRET, LISTING, anonymous, NOON).visitorKey,
    );
  });
});
