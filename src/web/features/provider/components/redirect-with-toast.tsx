import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type RedirectWithToastProps = { to: string; message: string };

/** Says why (an error toast, shown once) and moves on (docs/product.md §8 "Subscription and access"). */
export function RedirectWithToast({ to, message }: RedirectWithToastProps) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message, { id: message });
    void navigate(to, { replace: true });
  }, [message, navigate, to]);
  return <PageSpinner label="Redirecting" />;
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-24">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
