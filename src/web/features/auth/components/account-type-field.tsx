import { useId } from 'react';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, type AccountType } from '#shared/constants.ts';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';

type AccountTypeFieldProps = {
  value: AccountType | undefined;
  onChange: (value: AccountType) => void;
  error?: string;
};

const isAccountType = (value: string): value is AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value);

/** "Family Member" (seeker) or "Care Provider" (provider). */
export function AccountTypeField({ value, onChange, error }: AccountTypeFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        I am a
      </span>
      <RadioGroup
        value={value}
        onValueChange={(next) => isAccountType(next) && onChange(next)}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid-cols-2"
      >
        {ACCOUNT_TYPES.map((type) => (
          <Label
            key={type}
            htmlFor={`${id}-${type}`}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
          >
            <RadioGroupItem id={`${id}-${type}`} value={type} />
            {ACCOUNT_TYPE_LABELS[type]}
          </Label>
        ))}
      </RadioGroup>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
