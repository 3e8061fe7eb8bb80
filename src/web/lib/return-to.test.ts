import { describe, expect, it } from 'vitest';
import { authPath, returnPath } from './return-to.ts';

describe('returnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(returnPath('/profile')).toBe('/profile');
    expect(returnPath('/browse?location=Austin%2C+TX&type=memory-care')).toBe(
      '/browse?location=Austin%2C+TX&type=memory-care',
    );
  });

  it('refuses anything that leads elsewhere', () => {
    for (const value of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'profile']) {
      expect(returnPath(value), value).toBeNull();
    }
    expect(returnPath(null)).toBeNull();
    expect(returnPath('')).toBeNull();
  });
});

describe('authPath', () => {
  it('names the tab and the page to come back to', () => {
    expect(authPath('login', '/browse?location=Austin%2C+TX')).toBe(
      '/auth?tab=login&next=%2Fbrowse%3Flocation%3DAustin%252C%2BTX',
    );
    expect(authPath(null, '/profile')).toBe('/auth?next=%2Fprofile');
    expect(authPath('signup', '/')).toBe('/auth?tab=signup');
    expect(authPath(null, 'https://evil.example')).toBe('/auth');
  });
});
