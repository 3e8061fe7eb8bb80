import { useResendVerification } from '../api/resend-verification.ts';
import { VERIFICATION_TEXTS } from '../verification-texts.ts';
import { EmailLinkForm } from './email-link-form.tsx';

/** Asks for the address and emails a new verification link. */
export function ResendVerificationForm({ email = '' }: { email?: string }) {
  const resend = useResendVerification();
  return (
    <EmailLinkForm
      email={email}
      request={resend}
      submitLabel="Send a new link"
      failedMessage={VERIFICATION_TEXTS.resendFailed}
      sentMessage={VERIFICATION_TEXTS.resent}
    />
  );
}
