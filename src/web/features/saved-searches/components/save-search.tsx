import {
  Form,
  Link,
  useActionData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { SAVED_SEARCH_LIMITS } from '#shared/constants.ts';
import { SAVED_SEARCH_MESSAGES } from '#shared/saved-search-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import type { FormFailure } from '#web/lib/form-failure.ts';
import { paths } from '#web/lib/paths.ts';
import { authPath } from '#web/lib/return-to.ts';
import { FrequencySelect } from './frequency-select.tsx';

/** Set on the browse address after a save, for the confirmation. */
export const SAVED_PARAM = 'saved';

/**
 * "Save this search" on /browse (docs/decisions/045): a native disclosure and a real POST form
 * (the route's action saves the address's query), so it works without the page's script.
 */
export function SaveSearch() {
  const { isSignedIn } = useAuth();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const failure = useActionData() as FormFailure | undefined;
  const saving = useNavigation().state === 'submitting';
  if (params.has(SAVED_PARAM)) {
    return (
      <p role="status" className="text-sm">
        {SAVED_SEARCH_MESSAGES.saved}{' '}
        <Link to={paths.profile} className="font-medium text-primary underline underline-offset-4">
          Manage saved searches
        </Link>
      </p>
    );
  }
  if (!isSignedIn) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link
          to={authPath('login', `${pathname}${search}`)}
          className="font-medium text-primary underline underline-offset-4"
        >
          Log in
        </Link>{' '}
        to save this search and get e-mails when new communities match it.
      </p>
    );
  }
  return (
    <details
      open={Boolean(failure)}
      className="rounded-lg border border-border bg-card p-3 text-sm"
    >
      <summary className="cursor-pointer font-medium text-primary">Save this search</summary>
      <Form
        method="post"
        action={`${pathname}${search}`}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div className="grid gap-1">
          <Label htmlFor="save-search-name">Name</Label>
          <Input
            id="save-search-name"
            name="name"
            required
            maxLength={SAVED_SEARCH_LIMITS.name}
            defaultValue={failure?.values.name ?? params.get('location') ?? ''}
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="save-search-frequency">E-mail me new matches</Label>
          <FrequencySelect id="save-search-frequency" defaultValue="weekly" />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save search'}
        </Button>
        {failure?.message ? (
          <p role="alert" className="w-full text-destructive">
            {failure.message}
          </p>
        ) : null}
      </Form>
    </details>
  );
}
