import { Button, type ButtonProps } from './button.tsx';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & {
  /** The form's request is under way: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
};

/** A form's submit button, which cannot send the form twice while its request runs. */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
