import { useQuery } from '@tanstack/react-query';
import {
  Form,
  Link,
  data as routeData,
  isRouteErrorResponse,
  useRouteError,
  useSearchParams,
} from 'react-router';
import { SAVED_SEARCH_MESSAGES } from '#shared/saved-search-messages.ts';
import { formAction } from '#web/lib/form-action.ts';
import { pageLoader, type PageContext } from '#web/lib/page-data.ts';
import { Page } from '#web/components/layout/page.tsx';
import { RouteError } from '#web/components/layout/route-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { unsubscribe, unsubscribeStateQuery } from '#web/features/saved-searches/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

const TITLE = 'Saved search e-mails';

/** The e-mailed link: GET asks to confirm; a bad or forged link answers 404 with its message. */
export const loader = pageLoader(async ({ queryClient, request }) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    await queryClient.ensureQueryData(unsubscribeStateQuery(token));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      throw routeData(null, { status: 404 });
    }
    throw error;
  }
});

/** The confirmation's POST, and a mail program's one-click POST (RFC 8058) to the same link. */
export const action = formAction(
  'Your e-mails could not be stopped. Please try again.',
  async ({ api, request, context }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    await unsubscribe(api, token);
    await (context as PageContext).queryClient.invalidateQueries(unsubscribeStateQuery(token));
    return `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  },
);

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  return (
    <Page title={TITLE} description={SAVED_SEARCH_MESSAGES.badLink} head={{ noindex: true }} />
  );
}

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data } = useQuery(unsubscribeStateQuery(token));
  if (!data) return null;
  if (data.unsubscribed) {
    return (
      <Page
        title={TITLE}
        description={`You will no longer get e-mails for “${data.name}”.`}
        head={{ noindex: true }}
      >
        <p className="mt-6">
          <Link to={paths.profile} className="text-primary underline underline-offset-4">
            Manage your saved searches
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page
      title={TITLE}
      description={`Stop e-mails about new communities for your saved search “${data.name}”?`}
      head={{ noindex: true }}
    >
      <Form method="post" action={`/alerts/unsubscribe?token=${encodeURIComponent(token)}`}>
        <Button type="submit" className="mt-6">
          Unsubscribe
        </Button>
      </Form>
    </Page>
  );
}
