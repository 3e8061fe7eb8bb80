import {
  Link,
  data as routeData,
  isRouteErrorResponse,
  useRouteError,
  useSearchParams,
} from 'react-router';
import { COMPARE_MESSAGES } from '#shared/compare-messages.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { RouteError } from '#web/components/layout/route-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  CompareActions,
  CompareTable,
  compareQuery,
  compareRequestOf,
  useCompare,
} from '#web/features/compare/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * /compare?ids=a,b,c&near=…: rendered from its address alone, the same for everyone (so the
 * page cache keeps it, decision 041). A malformed address answers 400 with the server's reason.
 */
export const loader = pageLoader(async ({ queryClient, request }) => {
  const compare = compareRequestOf(new URL(request.url).searchParams);
  if (!compare.ids) return;
  try {
    await queryClient.ensureQueryData(compareQuery(compare));
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw routeData({ message: error.message }, { status: 400 });
    }
    throw error;
  }
});

const TITLE = 'Compare communities';

function BackToBrowse() {
  return (
    <Button asChild className="mt-6">
      <Link to={paths.browse}>Browse communities</Link>
    </Button>
  );
}

/** A comparison that cannot be made: the reason, and the way back to picking. */
function CannotCompare({ message }: { message: string }) {
  return (
    <Page title={TITLE} description={message} head={{ noindex: true }}>
      <BackToBrowse />
    </Page>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <CannotCompare message={(error.data as { message: string }).message} />;
  }
  return <RouteError />;
}

function Notices({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div role="note" className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const request = compareRequestOf(params);
  const query = useCompare(request);
  if (!request.ids) {
    return (
      <CannotCompare message="Pick two to four communities with their Compare buttons, then open the tray's Compare link." />
    );
  }
  if (!query.data) {
    return (
      <PageLoadState
        query={query}
        failedTitle="Failed to load the comparison"
        loadingLabel="Loading the comparison"
      />
    );
  }
  const result = query.data;
  const notes = [
    ...(result.unavailable.length ? [COMPARE_MESSAGES.unavailable(result.unavailable.length)] : []),
    ...(result.placeNotFound && request.near ? [COMPARE_MESSAGES.placeNotFound(request.near)] : []),
    ...(result.listings.length < 2 ? [COMPARE_MESSAGES.count] : []),
  ];
  const ids = result.listings.map((l) => l.id);
  return (
    <Page
      title={TITLE}
      description={result.listings.map((l) => l.title).join(' · ')}
      head={{ noindex: true }}
      className="print:px-0 print:py-2"
    >
      <Notices notes={notes} />
      <CompareActions ids={request.ids} near={request.near} />
      {result.listings.length > 0 ? (
        <CompareTable result={result} ids={ids} near={request.near} />
      ) : (
        <BackToBrowse />
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        <span aria-hidden="true">◆ </span>marks what not every community here offers. Ratings come
        from real reviews only.
      </p>
    </Page>
  );
}
