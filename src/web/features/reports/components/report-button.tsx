import { Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { toast } from '#web/lib/toast.tsx';
import type { ReportTarget } from '../api/send-report.ts';
import { REPORT_TEXTS } from '../messages.ts';

const ReportForm = lazyNamed(() => import('./report-form.tsx'), 'ReportForm');

/** "Report" on a review or a listing; signed out it opens the login dialog. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { isSignedIn, openAuthDialog } = useAuth();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (isSignedIn) return setOpen(true);
    toast.info(REPORT_TEXTS.logIn);
    openAuthDialog('login');
  };
  const title = target.kind === 'review' ? REPORT_TEXTS.reviewTitle : REPORT_TEXTS.listingTitle;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={start} aria-label={title}>
        <Flag aria-hidden="true" />
        {REPORT_TEXTS.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {target.kind === 'review'
                ? REPORT_TEXTS.reviewDescription
                : REPORT_TEXTS.listingDescription}
            </DialogDescription>
          </DialogHeader>
          <Suspense fallback={<Spinner className="mx-auto size-6" label="Loading the form" />}>
            <ReportForm target={target} onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
