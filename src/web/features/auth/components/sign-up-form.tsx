import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { z } from 'zod';
import type { SignUpFormInput, signUpFormSchema } from '#shared/auth-schemas.ts';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { AccountTypeField } from './account-type-field.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { EmailField, PasswordField } from './credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).signUpFormSchema,
);

type SignUpFormValues = z.input<typeof signUpFormSchema>;

type SignUpFormProps = {
  /** Called with the new account's email once it exists (the user still has to sign in). */
  onSignedUp: (email: string) => void;
};

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const termsErrorId = useId();
  const signUp = useSignUp();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, SignUpFormInput>({
    resolver,
    defaultValues: { type: 'seeker', name: '', company: '', email: '', password: '' },
  });
  const accountType = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit(({ acceptTerms: _accepted, ...account }) =>
    toastOnFailure('Failed to sign up', async () => {
      await signUp.mutateAsync(account);
      toast.success('Account created successfully! Please verify your email.');
      onSignedUp(account.email);
    }),
  );

  return (
    <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <AccountTypeField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
      </FormField>
      {accountType === 'provider' ? (
        <FormField label="Company name" error={errors.company?.message}>
          {(control) => (
            <Input {...control} {...register('company')} autoComplete="organization" required />
          )}
        </FormField>
      ) : null}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        kind="new"
      />
      <div className="grid gap-2">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <TermsCheckbox
              checkboxRef={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              invalid={fieldState.invalid}
              errorId={fieldState.error ? termsErrorId : undefined}
            />
          )}
        />
        <FieldError id={termsErrorId} message={errors.acceptTerms?.message} />
      </div>
      <SubmitButton
        className="w-full"
        pending={signUp.isPending}
        pendingLabel="Creating Account..."
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
