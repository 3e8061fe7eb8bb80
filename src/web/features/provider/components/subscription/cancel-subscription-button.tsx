import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCancelSubscription } from '../../api/cancel-subscription.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';

/** "Cancel Subscription", confirmed in a dialog first. */
export function CancelSubscriptionButton() {
  const cancel = useCancelSubscription();
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(PROVIDER_TEXTS.canceled);
    } catch {
      toast.error(PROVIDER_TEXTS.cancelFailed);
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={cancel.isPending}>
          {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            You will no longer be able to add listings or see analytics. Your existing listings stay
            published, and you can subscribe again at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Subscription</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>Yes, Cancel</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
