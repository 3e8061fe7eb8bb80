import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

type CredentialFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
};

/**
 * The account email field of the sign-in, sign-up and password-reset forms. `defaultValue` is the
 * DOM's (react-hook-form reads it when the field registers), so text typed before the page's
 * script ran is kept.
 */
export function EmailField({
  registration,
  error,
  defaultValue,
}: CredentialFieldProps & { defaultValue?: string }) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          defaultValue={defaultValue}
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
        />
      )}
    </FormField>
  );
}

/** A password field; "new" ones let password managers offer a strong password. */
export function PasswordField({
  registration,
  error,
  label = 'Password',
  kind,
}: CredentialFieldProps & { label?: string; kind: 'current' | 'new' }) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="password"
          autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
          required
        />
      )}
    </FormField>
  );
}

type NewPasswordFieldsProps = {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
};

/** "New password" and "Confirm new password", for password reset and change. */
export function NewPasswordFields({ password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        registration={password}
        error={errors.password}
        kind="new"
      />
      <PasswordField
        label="Confirm new password"
        registration={confirmPassword}
        error={errors.confirmPassword}
        kind="new"
      />
    </>
  );
}
