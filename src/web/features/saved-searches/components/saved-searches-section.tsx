import { useQuery } from '@tanstack/react-query';
import { Form, Link, useActionData } from 'react-router';
import { SAVED_SEARCH_LIMITS } from '#shared/constants.ts';
import type { SavedSearch } from '#shared/saved-search-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { FormFailure } from '#web/lib/form-failure.ts';
import { paths } from '#web/lib/paths.ts';
import { savedSearchesQuery } from '../api/saved-searches.ts';
import { FrequencySelect } from './frequency-select.tsx';

/** Which saved search a profile form acts on, and what it does (the route's action reads them). */
export const SAVED_SEARCH_INTENT = { update: 'saved-search-update', delete: 'saved-search-delete' };

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const nameId = `saved-search-name-${search.id}`;
  const frequencyId = `saved-search-frequency-${search.id}`;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <p className="text-sm">
        <Link
          to={`${paths.browse}${search.query ? `?${search.query}` : ''}`}
          className="font-semibold text-primary underline underline-offset-4"
        >
          Show “{search.name}”
        </Link>
      </p>
      <Form method="post" action={paths.profile} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={SAVED_SEARCH_INTENT.update} />
        <input type="hidden" name="id" value={search.id} />
        <div className="grid gap-1">
          <Label htmlFor={nameId}>Name</Label>
          <Input
            id={nameId}
            name="name"
            required
            maxLength={SAVED_SEARCH_LIMITS.name}
            defaultValue={search.name}
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={frequencyId}>E-mails</Label>
          <FrequencySelect id={frequencyId} defaultValue={search.frequency} />
        </div>
        <Button type="submit" variant="outline">
          Save changes<span className="sr-only"> to {search.name}</span>
        </Button>
      </Form>
      <Form method="post" action={paths.profile}>
        <input type="hidden" name="intent" value={SAVED_SEARCH_INTENT.delete} />
        <input type="hidden" name="id" value={search.id} />
        <Button type="submit" variant="ghost" size="sm" className="text-destructive">
          Delete<span className="sr-only"> {search.name}</span>
        </Button>
      </Form>
    </li>
  );
}

/** The profile's saved searches: rename, change how often they e-mail, delete. */
export function SavedSearchesSection() {
  const { data } = useQuery(savedSearchesQuery);
  const sent = useActionData() as FormFailure | undefined;
  // The profile page has other forms; their refusals are said at them.
  const ours = Object.values(SAVED_SEARCH_INTENT).includes(sent?.values.intent ?? '');
  const failure = ours ? sent : undefined;
  const searches = data?.searches ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 id="saved-searches" className="text-lg leading-tight font-semibold">
          Saved searches
        </h2>
        <CardDescription>
          We e-mail you when new communities match a saved search. Up to{' '}
          {SAVED_SEARCH_LIMITS.perPerson} searches.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failure?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {failure.message}
          </p>
        ) : null}
        {searches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No saved searches yet. Use “Save this search” on the{' '}
            <Link to={paths.browse} className="text-primary underline underline-offset-4">
              browse page
            </Link>
            .
          </p>
        ) : (
          <ul aria-labelledby="saved-searches" className="grid gap-3">
            {searches.map((s) => (
              <SavedSearchItem key={s.id} search={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
