import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('securityHeaders', () => {
  const options = (https: boolean) =>
    ({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      frameguard: { action: 'deny' },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    }) as const;

  it('records the headers helmet sets for its options, once', () => {
    const headers = securityHeaders(options(false));
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('adds HSTS only when asked to (served over https)', () => {
    expect(securityHeaders(options(true))['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
