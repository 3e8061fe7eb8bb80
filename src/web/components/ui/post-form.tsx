import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FormAlert } from './form-field.tsx';

type PostFormProps = Omit<ComponentProps<'form'>, 'method' | 'noValidate'> & {
  /**
   * Where the form posts when it is sent before the page's script runs: a page whose route action
   * handles it (docs/decisions/031). Without one, only the script sends it.
   */
  action?: string;
  /** The form's own message (the server's refusal), shown above its fields. */
  message?: string;
};

/**
 * The one shape of a form that works before its script: a real POST to the page's action, the
 * script's own checks instead of the browser's (`noValidate`), and the form's message on top.
 */
export function PostForm({ action, message, className, children, ...props }: PostFormProps) {
  return (
    <form
      method={action ? 'post' : undefined}
      action={action}
      noValidate
      className={cn('grid gap-4', className)}
      {...props}
    >
      <FormAlert message={message} />
      {children}
    </form>
  );
}
