import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { z } from 'zod';
import type { SignUpFormInput, signUpFormSchema } from '#shared/auth-schemas.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/lib/paths.ts';
import { useNativeChoice } from '#web/lib/use-native-choice.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AccountTypeField } from './account-type-field.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { EmailField, PasswordField } from '#web/components/ui/credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).signUpFormSchema,
);

type SignUpFormValues = z.input<typeof signUpFormSchema>;

type SignUpFormProps = {
  /** Called with the new account's email once it exists (the user still has to sign in). */
  onSignedUp: (email: string) => void;
  /** The server's answer when this form was sent before the page's script ran. */
  failure?: FormFailure;
  /** Where it posts without the script: /auth?tab=signup, with the page to go back to. */
  action?: string;
};

/**
 * A real form posted to /auth?tab=signup (the route's action creates the account on the server),
 * enhanced by the script, which calls the same API endpoint. Text fields take no react-hook-form
 * defaults: it reads what the DOM holds, so what was typed before the script ran is kept.
 */
export function SignUpForm(props: SignUpFormProps) {
  const { onSignedUp, failure, action = `${paths.auth}?tab=signup` } = props;
  const termsErrorId = useId();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpFormInput>({ resolver });
  const [formRef, accountTypeRadio, readAccountType] = useNativeChoice('type', setValue);
  // Registered here, in the form's order: a field registered inside a FormField's render comes
  // after the ones below, and the focus would skip to them first when the form is refused.
  const nameField = register('name');
  const companyField = register('company');
  const server = serverFeedback(failure, submitCount);
  // The pages for providers link to /auth?tab=signup&type=provider.
  const typeAsked = useSearchParams()[0].get('type') ?? undefined;
  const errorOf = (name: keyof SignUpFormValues) => server.error(name, errors[name]?.message);

  const submit = handleSubmit(({ acceptTerms: _accepted, ...account }) =>
    toastOnFailure('Failed to sign up', async () => {
      await signUp.mutateAsync(account);
      toast.success('Account created successfully! Please verify your email.');
      onSignedUp(account.email);
    }),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    readAccountType();
    return submit(event);
  };

  return (
    <PostForm
      ref={formRef}
      action={action}
      message={server.message}
      onFocus={resolver.preload}
      onSubmit={onSubmit}
    >
      <AccountTypeField
        radio={accountTypeRadio}
        defaultValue={server.value('type') ?? typeAsked}
        error={errorOf('type')}
      />
      <FormField label="Full name" error={errorOf('name')}>
        {(control) => (
          <Input
            {...control}
            {...nameField}
            defaultValue={server.value('name')}
            autoComplete="name"
            required
          />
        )}
      </FormField>
      {/* Always in the page, shown by the radio (styles.css): nothing moves when it hydrates.
          Not `required`: hidden for a family, it would stop their form. A family's company is
          never sent on (the server keeps the fields of the account type). */}
      <div className="provider-only">
        <FormField label="Company name" error={errorOf('company')}>
          {(control) => (
            <Input
              {...control}
              {...companyField}
              defaultValue={server.value('company')}
              autoComplete="organization"
            />
          )}
        </FormField>
      </div>
      <EmailField
        registration={register('email')}
        error={errorOf('email')}
        defaultValue={server.value('email')}
      />
      <PasswordField registration={register('password')} error={errorOf('password')} kind="new" />
      <div className="grid gap-2">
        <TermsCheckbox
          registration={register('acceptTerms')}
          defaultChecked={server.value('acceptTerms') !== undefined}
          invalid={Boolean(errorOf('acceptTerms'))}
          errorId={errorOf('acceptTerms') ? termsErrorId : undefined}
        />
        <FieldError id={termsErrorId} message={errorOf('acceptTerms')} />
      </div>
      <SubmitButton
        className="w-full"
        pending={isSubmitting || signUp.isPending}
        pendingLabel="Creating Account..."
      >
        Create Account
      </SubmitButton>
    </PostForm>
  );
}
