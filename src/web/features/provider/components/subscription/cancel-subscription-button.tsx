import { toast } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelSubscription } from '../../api/cancel-subscription.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';

/** "Cancel Subscription", confirmed in a dialog first. */
export function CancelSubscriptionButton() {
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Cancel Subscription</Button>}
      title="Cancel your subscription?"
      description="You will no longer be able to add listings or see analytics. Your existing listings stay published, and you can subscribe again at any time."
      confirmLabel="Yes, Cancel"
      pendingLabel="Canceling..."
      cancelLabel="Keep Subscription"
      onConfirm={async () => {
        try {
          await cancel.mutateAsync();
          toast.success(PROVIDER_TEXTS.canceled);
        } catch {
          toast.error(PROVIDER_TEXTS.cancelFailed);
        }
      }}
    />
  );
}
