import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest's globals are off, so Testing Library cannot register its own cleanup: each test
// starts with an empty document and the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
