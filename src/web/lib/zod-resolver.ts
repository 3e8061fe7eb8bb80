import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The one form resolver (react-hook-form + the shared zod schema). The CSP has no
// 'unsafe-eval', and zod's fast path probes `new Function` on its first object parse, which the
// browser reports as a CSP violation (Lighthouse best practices): forms parse without it. Zod
// loads with the first form, so this runs before any form validates.
config({ jitless: true });

export { zodResolver };
