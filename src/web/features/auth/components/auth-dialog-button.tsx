import type { MouseEvent } from 'react';
import type { ButtonProps } from '#web/components/ui/button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAuth, type AuthTab } from '#web/lib/auth-context.ts';

type AuthDialogButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'variant' | 'asChild'> & {
  /** The tab the dialog opens on. */
  tab?: AuthTab;
  text?: string;
};

/**
 * A link to /auth on that tab, which the page's script turns into opening the auth dialog in
 * place: clicked before the script runs (or without it), it still leads to the forms. Text
 * defaults to "Log In"; it is filled when it reads "Sign Up".
 */
export function AuthDialogButton({
  tab = 'login',
  text = 'Log In',
  ...props
}: AuthDialogButtonProps) {
  const { openAuthDialog } = useAuth();
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openAuthDialog(tab);
  };
  return (
    <Button asChild variant={text === 'Sign Up' ? 'default' : 'outline'} {...props}>
      {/* Clicked just before the script runs, it still opens the dialog (early-clicks.ts). */}
      <a href={`${paths.auth}?tab=${tab}`} onClick={open} data-hold-click="">
        {text}
      </a>
    </Button>
  );
}
