import { createContext } from 'react';

/**
 * Whether the page's first render is laid out for a phone: the server's guess from the browser's
 * own word (docs/decisions/066), which the browser's first render repeats so hydration finds the
 * same markup. The real width follows once the page runs (useIsMobile).
 */
export const PhoneFirstContext = createContext(false);
