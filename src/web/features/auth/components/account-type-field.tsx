import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS } from '#shared/constants.ts';
import { FieldError } from '#web/components/ui/form-field.tsx';

type AccountTypeFieldProps = {
  /** The group's name and change handler (useNativeChoice). */
  radio: { name: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** The choice the server saw, when the form came back from it. */
  defaultValue?: string;
  error?: string;
};

/**
 * "Family Member" (seeker) or "Care Provider" (provider): native radio buttons named `type`, so
 * the choice works and is sent before the page's script runs.
 */
export function AccountTypeField({ radio, defaultValue, error }: AccountTypeFieldProps) {
  const id = useId();
  const chosen = defaultValue ?? ACCOUNT_TYPES[0];
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">I am a</legend>
      <div className="grid grid-cols-2 gap-3">
        {ACCOUNT_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 text-sm leading-none font-medium has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              {...radio}
              value={type}
              defaultChecked={type === chosen}
              className="size-5 shrink-0 accent-primary focus-visible:outline-none"
            />
            {ACCOUNT_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
