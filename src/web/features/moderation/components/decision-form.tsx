import { useForm } from 'react-hook-form';
import type { ModerationDecision, OpenReport } from '#shared/report-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.tsx';
import { useDecideReport } from '../api/moderation-queries.ts';
import {
  DECISION_DONE,
  DECISION_LABELS,
  MODERATION_TEXTS,
  decisionErrorMessage,
} from '../messages.ts';

/**
 * The admin's decision on one report: a reason, then keep or remove (a review) / unpublish (a
 * listing). The server checks the reason and the decision (docs/decisions/034); this form only
 * asks for a reason before sending.
 */
export function DecisionForm({ report }: { report: OpenReport }) {
  const decide = useDecideReport();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const labels = DECISION_LABELS[report.item.kind];
  const send = (decision: ModerationDecision) =>
    handleSubmit(async ({ reason }) => {
      try {
        await decide.mutateAsync({ reportId: report.id, input: { decision, reason } });
        toast.success(DECISION_DONE[decision]);
      } catch (error) {
        toast.error(decisionErrorMessage(error));
      }
    });
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-3">
      <FormField label={MODERATION_TEXTS.reasonLabel} error={errors.reason?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('reason', {
              validate: (v) => v.trim().length > 0 || 'Give the reason the author will read',
            })}
            rows={2}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        {Object.entries(labels).map(([decision, label]) => (
          <Button
            key={decision}
            type="button"
            variant={decision === 'keep' ? 'outline' : 'destructive'}
            disabled={isSubmitting}
            onClick={() => void send(decision as ModerationDecision)()}
          >
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}
