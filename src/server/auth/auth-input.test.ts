import { describe, expect, it } from 'vitest';
import { authErrorOf } from './auth-routes.ts';
import { signUpFields } from './auth.ts';

describe('authErrorOf', () => {
  it('keeps better-auth’s JSON code and message', () => {
    expect(authErrorOf('{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email"}')).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email',
    });
  });

  it('takes a plain-text answer as the message', () => {
    expect(authErrorOf('Not Found')).toEqual({ code: 'AUTH_ERROR', message: 'Not Found' });
  });

  it('falls back to a generic message when there is none', () => {
    expect(authErrorOf('')).toEqual({ code: 'AUTH_ERROR', message: 'Authentication failed' });
    expect(authErrorOf('{"code":"X","message":""}')).toEqual({
      code: 'X',
      message: '{"code":"X","message":""}',
    });
    expect(authErrorOf('null')).toEqual({ code: 'AUTH_ERROR', message: 'null' });
  });
});

describe('signUpFields', () => {
  it('lets a provider’s company through, and only the form’s fields otherwise', () => {
    const seeker = signUpFields('seeker');
    expect([...seeker].sort()).toEqual(
      ['callbackURL', 'email', 'name', 'password', 'rememberMe', 'type'].sort(),
    );
    expect(signUpFields('provider').has('company')).toBe(true);
    expect(seeker.has('company')).toBe(false);
    expect(seeker.has('emailVerified')).toBe(false);
  });
});
