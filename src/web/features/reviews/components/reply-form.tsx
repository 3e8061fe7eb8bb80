import { useForm, useWatch } from 'react-hook-form';
import { REPLY_LIMITS } from '#shared/constants.ts';
import { replyInputSchema, type ReplyInput } from '#shared/reply-schemas.ts';
import { visibleLength } from '#shared/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.tsx';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { cn } from '#web/lib/cn.ts';
import { REPLY_TEXTS, replyErrorMessage } from '../reply-messages.ts';

export type ReplyFormProps = {
  /** The reply being edited; without it the form publishes a new one. */
  initialText?: string;
  onSubmit: (input: ReplyInput) => Promise<unknown>;
  onDone: () => void;
};

/** The provider's public reply to one review (loaded when they open it, with zod). */
export function ReplyForm({ initialText, onSubmit, onDone }: ReplyFormProps) {
  const isEdit = initialText !== undefined;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReplyInput>({
    resolver: zodResolver(replyInputSchema),
    defaultValues: { text: initialText ?? '' },
  });
  const length = visibleLength(useWatch({ control, name: 'text' }) ?? '');
  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      toast.success(isEdit ? REPLY_TEXTS.updated : REPLY_TEXTS.published);
      onDone();
    } catch (error) {
      toast.error(replyErrorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField
        label={REPLY_TEXTS.label}
        error={errors.text?.message}
        hint={
          <span className={cn(length > REPLY_LIMITS.text && 'text-destructive')}>
            {REPLY_TEXTS.hint} {length}/{REPLY_LIMITS.text} characters
          </span>
        }
      >
        {(field) => <Textarea {...field} {...register('text')} rows={4} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? REPLY_TEXTS.saving : isEdit ? REPLY_TEXTS.update : REPLY_TEXTS.publish}
        </Button>
      </div>
    </form>
  );
}
