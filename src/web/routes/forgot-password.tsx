import { useRequestPasswordReset } from '#web/features/auth/api/password-reset.ts';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { EmailLinkForm } from '#web/features/auth/components/email-link-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** "Forgot password?": asks for the email and sends a reset link. */
export function Component() {
  const request = useRequestPasswordReset();
  return (
    <AuthCardPage
      title="Reset your password"
      description="Enter the email address of your account and we will email you a link to choose a new password."
      back={{ to: paths.auth, label: 'Back to sign in' }}
    >
      <EmailLinkForm
        request={request}
        submitLabel="Send reset link"
        failedMessage="Failed to send the reset link. Please try again."
        sentMessage={(email) =>
          `If an account exists for ${email}, we have sent it a link to reset the password. The link works for one hour.`
        }
      />
    </AuthCardPage>
  );
}
