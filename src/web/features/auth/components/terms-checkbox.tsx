import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';

type TermsCheckboxProps = {
  registration: UseFormRegisterReturn;
  invalid: boolean;
  errorId?: string;
  /** Ticked when the server sends the form back after a refusal it was ticked in. */
  defaultChecked?: boolean;
};

const TERMS_LABEL = 'I agree to the Terms and Privacy Policy';

/**
 * The required terms checkbox: a native checkbox named `acceptTerms`, so it can be ticked and is
 * sent before the page's script runs. The links open in a new tab so the form is not lost.
 */
export function TermsCheckbox({
  registration,
  invalid,
  errorId,
  defaultChecked,
}: TermsCheckboxProps) {
  const id = useId();
  const linkClass =
    'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...registration}
        defaultChecked={defaultChecked}
        aria-label={TERMS_LABEL}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <label htmlFor={id} className="text-sm leading-snug font-normal">
        I agree to the{' '}
        <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
          Terms<span className="sr-only"> (opens in a new tab)</span>
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </label>
    </div>
  );
}
