import { Page } from '#web/components/layout/page.tsx';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useModerationActions, useOpenReports } from '../api/moderation-queries.ts';
import { MODERATION_TEXTS } from '../messages.ts';
import { ModerationLog } from './moderation-log.tsx';
import { OpenReportCard } from './open-report-card.tsx';
import { PendingClaims } from './pending-claims.tsx';
import { usePendingClaims } from '../api/claim-queries.ts';

/** /admin: open reports with their items and the decisions, then the moderation log. */
export function ModerationConsole() {
  const reports = useOpenReports();
  const actions = useModerationActions();
  const claims = usePendingClaims();
  const refused = [reports.error, actions.error, claims.error].some((e) =>
    hasErrorCode(e, 'UNAUTHENTICATED', 'FORBIDDEN'),
  );
  if (refused) return <NotFound />;
  if (!reports.data || !actions.data || !claims.data) {
    const query = reports.isError ? reports : claims.isError ? claims : actions;
    return (
      <PageLoadState query={query} failedTitle="Failed to load reports" loadingLabel="Loading" />
    );
  }
  const open = reports.data.reports;
  return (
    <Page
      title={MODERATION_TEXTS.title}
      description={MODERATION_TEXTS.description}
      head={{ noindex: true }}
      className="max-w-4xl"
    >
      <section aria-labelledby="open-reports" className="mt-8 grid gap-4">
        <h2 id="open-reports" className="text-xl font-semibold">
          {MODERATION_TEXTS.openReports(open.length)}
        </h2>
        {open.length === 0 ? (
          <p className="text-muted-foreground">{MODERATION_TEXTS.none}</p>
        ) : (
          <ul className="grid gap-4">
            {open.map((report) => (
              <li key={report.id}>
                <OpenReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <PendingClaims claims={claims.data.claims} />
      <div className="mt-12">
        <ModerationLog actions={actions.data.actions} />
      </div>
    </Page>
  );
}
