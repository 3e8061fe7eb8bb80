import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ZIP_PATTERN } from '../search-params.ts';

type ZipFilterProps = { zip: string | null; onApply: (zip: string) => void };

const ZIP_MESSAGE = 'Please enter a valid 5-digit zip code';

/** Zip code box: at most 5 characters, Apply enabled at 5, exactly 5 digits required (SPEC §5). */
export function ZipFilter({ zip, onApply }: ZipFilterProps) {
  const [text, setText] = useState(zip ?? '');
  const [error, setError] = useState<string | undefined>();
  // When the URL's zip changes (Apply, Clear filters, Back), the box follows it.
  const [shownZip, setShownZip] = useState(zip);
  if (shownZip !== zip) {
    setShownZip(zip);
    setText(zip ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!ZIP_PATTERN.test(value)) {
      setError(ZIP_MESSAGE);
      return;
    }
    setError(undefined);
    onApply(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Zip code" error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
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
            <Button type="submit" variant="outline" disabled={text.trim().length !== 5}>
              Apply
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
