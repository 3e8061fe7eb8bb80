import { useActionData, useSearchParams } from 'react-router';
import {
  requestPasswordReset,
  useRequestPasswordReset,
} from '#web/features/auth/api/password-reset.ts';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { EmailLinkForm } from '#web/features/auth/components/email-link-form.tsx';
import { formAction, parseForm, type FormFailure } from '#web/lib/form-action.ts';
import { paths } from '#web/lib/paths.ts';

const FAILED = 'Failed to send the reset link. Please try again.';

/** The form sent without the page's script: the same API call, made by the server. */
export const action = formAction(FAILED, async ({ api, fields }) => {
  const { passwordResetRequestSchema } = await import('#shared/auth-schemas.ts');
  await requestPasswordReset(parseForm(passwordResetRequestSchema, fields), api);
  return `${paths.forgotPassword}?notice=sent`;
});

/** "Forgot password?": asks for the email and sends a reset link. */
export function Component() {
  const request = useRequestPasswordReset();
  const failure = useActionData<FormFailure | null>() ?? undefined;
  const [params] = useSearchParams();
  return (
    <AuthCardPage
      title="Reset your password"
      description="Enter the email address of your account and we will email you a link to choose a new password."
      back={{ to: paths.auth, label: 'Back to sign in' }}
    >
      {params.get('notice') === 'sent' ? (
        <p role="status" className="rounded-md bg-primary-soft p-4 text-sm">
          If an account exists for that address, we have sent it a link to reset the password. The
          link works for one hour.
        </p>
      ) : (
        <EmailLinkForm
          request={request}
          action={paths.forgotPassword}
          failure={failure}
          submitLabel="Send reset link"
          failedMessage={FAILED}
          sentMessage={(email) =>
            `If an account exists for ${email}, we have sent it a link to reset the password. The link works for one hour.`
          }
        />
      )}
    </AuthCardPage>
  );
}
