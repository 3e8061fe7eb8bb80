import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/lib/paths.ts';
import { useHydrated } from '#web/lib/use-needed.ts';
import { PARAM, zipError } from '../search-params.ts';

type ZipFilterProps = {
  zip: string | null;
  onApply: (zip: string) => void;
  /** Hidden inputs with the other filters, for a plain GET without JavaScript. */
  carried?: ReactNode;
};

/** Zip code box: at most 5 characters, Apply enabled at 5, exactly 5 digits required (docs/product.md §5). */
export function ZipFilter({ zip, onApply, carried }: ZipFilterProps) {
  // A zip the search ignored (sent by this form before the script ran, or typed in the URL)
  // stays in the box with its message, as a refused Apply would.
  const [params] = useSearchParams();
  const refusedZip = zip === null ? params.get(PARAM.zip) : null;
  const [text, setText] = useState(zip ?? refusedZip ?? '');
  const [error, setError] = useState(refusedZip ? (zipError(refusedZip) ?? undefined) : undefined);
  const hydrated = useHydrated();
  // What was typed before the script ran is in the box, not in `text`: take it over once.
  const box = useRef<HTMLInputElement>(null);
  const typedEarly = useRef(text);
  useEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== typedEarly.current) setText(typed);
  }, []);
  // When the URL's zip changes (Apply, Clear filters, Back), the box follows it.
  const [shownZip, setShownZip] = useState(zip);
  if (shownZip !== zip) {
    setShownZip(zip);
    setText(zip ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The box's own value: a submit during hydration can come before the effect above has
    // taken over what was typed early.
    const value = (box.current?.value ?? text).trim();
    const refused = zipError(value);
    setError(refused ?? undefined);
    if (refused) return;
    onApply(value);
  };

  return (
    <form method="get" action={paths.browse} onSubmit={submit} noValidate>
      {carried}
      <FormField label="Zip code" error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              ref={box}
              name={PARAM.zip}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
              maxLength={5}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="e.g. 97214"
            />
            {/* Enabled in the server's HTML: without JavaScript nothing would ever enable it. */}
            <Button type="submit" variant="outline" disabled={hydrated && text.trim().length !== 5}>
              Apply
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
