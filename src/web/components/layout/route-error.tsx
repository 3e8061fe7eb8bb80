import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { NotFound } from './not-found.tsx';
import { Page } from './page.tsx';

/**
 * Shown inside the layout when a page fails to load or render. A loader that throws
 * `data(null, { status: 404 })` (e.g. an unknown community) gets the not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded. If CareNest was just updated, reloading usually fixes it.';
  return (
    <Page title="Something went wrong" description={detail} head={{ noindex: true }}>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </Page>
  );
}

/**
 * Shown until the first page's code has loaded. It is still a page for assistive technology: a
 * main landmark and an h1 (axe's landmark and heading rules hold even in this moment).
 */
export function AppLoading() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <h1 className="sr-only">CareNest</h1>
      <div role="status" className="grid justify-items-center">
        <span className="sr-only">Loading CareNest</span>
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        />
      </div>
    </main>
  );
}
