import type { ButtonProps } from '#web/components/ui/button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth, type AuthTab } from '../auth-context.ts';

type AuthDialogButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'variant'> & {
  /** The tab the dialog opens on. */
  tab?: AuthTab;
  text?: string;
};

/** Opens the auth dialog. Text defaults to "Log In"; the button is filled when it reads "Sign Up". */
export function AuthDialogButton({
  tab = 'login',
  text = 'Log In',
  ...props
}: AuthDialogButtonProps) {
  const { openAuthDialog } = useAuth();
  return (
    <Button
      variant={text === 'Sign Up' ? 'default' : 'outline'}
      aria-haspopup="dialog"
      onClick={() => openAuthDialog(tab)}
      {...props}
    >
      {text}
    </Button>
  );
}
