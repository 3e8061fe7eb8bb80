import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two cores shared by the suite: a save and its toast can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Vitest's globals are off, so Testing Library cannot register its own cleanup: each test
// starts with an empty document and the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
