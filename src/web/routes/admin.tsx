import { data as routeData } from 'react-router';
import { serverLoader, skipBrowserRevalidation } from '#web/app/page-data.ts';
import {
  ModerationConsole,
  moderationActionsKey,
  openReportsKey,
} from '#web/features/moderation/index.ts';

export const shouldRevalidate = skipBrowserRevalidation;

/** Rendered for admins only: anyone else, signed out included, gets the 404 page. */
export const loader = serverLoader(async ({ queryClient, data }) => {
  const reports = await data.adminReports();
  const actions = reports && (await data.moderationActions());
  if (!reports || !actions) throw routeData(null, { status: 404 });
  queryClient.setQueryData(openReportsKey, reports);
  queryClient.setQueryData(moderationActionsKey, actions);
});

/** /admin: the moderation console (docs/decisions/034). */
export function Component() {
  return <ModerationConsole />;
}
