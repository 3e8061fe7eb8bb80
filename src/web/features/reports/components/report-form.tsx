import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { REPORT_REASONS } from '#shared/moderation-messages.ts';
import {
  reportInputSchema,
  type ReportData,
  type ReportInput,
  type ReportReason,
} from '#shared/report-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.tsx';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useSendReport, type ReportTarget } from '../api/send-report.ts';
import { REPORT_TEXTS, reportErrorMessage } from '../messages.ts';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/** A reason (required) and optional details; loaded with zod when the dialog opens. */
export function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const id = useId();
  const send = useSendReport(target);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput, unknown, ReportData>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { details: '' },
  });
  const submit = handleSubmit(async (data) => {
    try {
      await send.mutateAsync(data);
      toast.success(REPORT_TEXTS.sent);
      onDone();
    } catch (error) {
      toast.error(reportErrorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <span id={`${id}-reason`} className="text-sm font-medium">
          {REPORT_TEXTS.reasonLabel}
        </span>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              value={field.value ?? ''}
              onValueChange={field.onChange}
              aria-labelledby={`${id}-reason`}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            >
              {REASONS.map(([value, label]) => (
                <Label
                  key={value}
                  htmlFor={`${id}-${value}`}
                  className="flex cursor-pointer items-center gap-3 font-normal"
                >
                  <RadioGroupItem id={`${id}-${value}`} value={value} />
                  {label}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </div>
      <FormField label={REPORT_TEXTS.detailsLabel} error={errors.details?.message}>
        {(field) => <Textarea {...field} {...register('details')} rows={3} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? REPORT_TEXTS.sending : REPORT_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
