import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two cores shared by the suite: a save and its toast can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

/** Expires every cookie of the document (the filter sidebar remembers its state in one). */
function clearCookies() {
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
    const name = cookie.split('=')[0];
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// Vitest's globals are off, so Testing Library cannot register its own cleanup: each test
// starts with an empty document, no cookies and the real fetch.
afterEach(() => {
  cleanup();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
