import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatUsPhone } from '#shared/text.ts';
import { Input } from './input.tsx';

type PhoneInputProps = Omit<ComponentProps<'input'>, keyof UseFormRegisterReturn> & {
  registration: UseFormRegisterReturn;
};

/** A US phone number field that formats as it is typed: "5035550142" → "(503) 555-0142". */
export function PhoneInput({ registration, ...props }: PhoneInputProps) {
  return (
    <Input
      {...props}
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
