import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Page } from './page.tsx';

type PageLoadStateProps = {
  /** The page's data request: failed (offer a retry) or still on its way (a spinner). */
  query: { isError: boolean; refetch: () => unknown };
  failedTitle: string;
  loadingLabel: string;
};

/** What a page whose data came from the browser shows until the data is there. */
export function PageLoadState({ query, failedTitle, loadingLabel }: PageLoadStateProps) {
  if (query.isError) {
    return (
      <Page
        title={failedTitle}
        description="Please check your connection and try again."
        head={{ noindex: true }}
      >
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Page>
    );
  }
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-8" label={loadingLabel} />
    </div>
  );
}
