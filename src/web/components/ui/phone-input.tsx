import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatUsPhone, isUsPhoneNumber } from '#shared/text.ts';
import { Input } from './input.tsx';

type PhoneInputProps = Omit<ComponentProps<'input'>, keyof UseFormRegisterReturn> & {
  registration: UseFormRegisterReturn;
};

/** A US phone number field that formats as it is typed: "5035550142" → "(503) 555-0142". */
export function PhoneInput({ registration, defaultValue, ...props }: PhoneInputProps) {
  // A number saved as digits (a profile's) is shown as it is typed.
  const shown =
    typeof defaultValue === 'string' && isUsPhoneNumber(defaultValue)
      ? formatUsPhone(defaultValue)
      : defaultValue;
  return (
    <Input
      {...props}
      defaultValue={shown}
      {...registration}
      onChange={(event) => {
        event.target.value = formatUsPhone(event.target.value);
        return registration.onChange(event);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(503) 555-0142"
    />
  );
}
