import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';

type TermsCheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid: boolean;
  errorId?: string;
  /** Lets the form focus the checkbox when it is the first invalid field. */
  checkboxRef?: Ref<HTMLButtonElement>;
};

const TERMS_LABEL = 'I agree to the Terms and Privacy Policy';

/** The required terms checkbox; the links open in a new tab so the form is not lost. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  const { checked, onCheckedChange, invalid, errorId, checkboxRef } = props;
  const id = useId();
  const linkClass =
    'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={checkboxRef}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-label={TERMS_LABEL}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="leading-snug font-normal">
        I agree to the{' '}
        <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
          Terms<span className="sr-only"> (opens in a new tab)</span>
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </Label>
    </div>
  );
}
