/** The moderation console (admins only; the server decides who): its page and query keys. */
export { ModerationConsole } from './components/moderation-console.tsx';
export { moderationActionsQuery, openReportsQuery } from './api/moderation-queries.ts';
export { pendingClaimsQuery } from './api/claim-queries.ts';
