import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Page } from './page.tsx';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded. If CareNest was just updated, reloading usually fixes it.';
  return (
    <Page title="Something went wrong" description={detail}>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </Page>
  );
}

export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="sr-only">Loading CareNest</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
    </div>
  );
}
