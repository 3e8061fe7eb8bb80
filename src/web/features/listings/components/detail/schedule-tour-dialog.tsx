import { useState, type ReactNode } from 'react';
import { CalendarDays, ClipboardList, ExternalLink, Mail, Phone } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { BRAND } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/features/auth/index.ts';
import { TourRequestForm } from '#web/features/tour-requests/index.ts';
import { TourRequestSent } from '#web/features/tour-requests/index.ts';
import { canRequestTour } from '#web/features/tour-requests/index.ts';
import { safeHttpUrl, telHref, tourEmailHref, type InquiryKind } from '../../contact-links.ts';

type ScheduleTourDialogProps = {
  listing: ListingView;
  /** Called when the family picks a contact method (provider analytics records inquiries). */
  onInquiry?: (kind: InquiryKind) => void;
};

type ChoiceProps = {
  href?: string;
  icon: ReactNode;
  label: string;
  detail: string;
  external?: boolean;
  onChoose: () => void;
};

const CHOICE_CLASS =
  'flex w-full items-center gap-4 rounded-lg border border-border p-4 text-left hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring';

function ContactChoice({ href, icon, label, detail, external, onChoose }: ChoiceProps) {
  const Tag = href ? 'a' : 'button';
  return (
    <li>
      <Tag
        {...(href ? { href } : { type: 'button' as const })}
        onClick={onChoose}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={CHOICE_CLASS}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-5">
          {icon}
        </span>
        <span className="grid min-w-0 gap-0.5">
          <span className="font-semibold">{label}</span>
          <span className="truncate text-sm text-muted-foreground">{detail}</span>
        </span>
        {external ? (
          <>
            <ExternalLink className="ml-auto size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </>
        ) : null}
      </Tag>
    </li>
  );
}

/**
 * SPEC §2 "Schedule a Tour": the provider's contact methods, each shown only when it exists, and
 * (issue 13) a tour request sent through CareNest for communities that have a provider.
 */
export function ScheduleTourDialog({ listing, onInquiry }: ScheduleTourDialogProps) {
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'choose' | 'request'>('choose');
  const [sent, setSent] = useState<FamilyTourRequest | null>(null);
  const { phone, email } = listing.contact;
  const externalUrl = safeHttpUrl(listing.contact.externalUrl);
  const choose = (kind: InquiryKind, message: string) => () => {
    toast.success(message);
    onInquiry?.(kind);
    setOpen(false);
  };
  const canRequest = canRequestTour(listing);
  const none = !phone && !email && !externalUrl && !canRequest;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setStep('choose');
      setSent(null);
    }
  };
  const requesting = step === 'request';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <CalendarDays aria-hidden="true" />
          Schedule Tour
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{requesting ? 'Request a tour' : 'Schedule a Tour'}</DialogTitle>
          <DialogDescription>
            {requesting
              ? `Tell ${listing.title} when you would like to visit.`
              : none
                ? "This provider hasn't set up contact preferences yet. Please try again later."
                : `Choose how you would like to contact ${listing.title} to arrange a visit.`}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <TourRequestSent request={sent} signedIn={isSignedIn} />
        ) : requesting ? (
          <TourRequestForm listingId={listing.id} listingTitle={listing.title} onSent={setSent} />
        ) : none ? (
          <p className="rounded-lg bg-muted p-4 text-center text-sm font-medium">
            No contact methods available
          </p>
        ) : (
          <ul className="grid gap-3">
            {phone ? (
              <ContactChoice
                href={telHref(phone)}
                icon={<Phone />}
                label="Call"
                detail={phone}
                onChoose={choose('phone', 'Connecting you by phone')}
              />
            ) : null}
            {email ? (
              <ContactChoice
                href={tourEmailHref(listing, email)}
                icon={<Mail />}
                label="Email"
                detail={email}
                onChoose={choose('email', 'Opening email client')}
              />
            ) : null}
            {externalUrl ? (
              <ContactChoice
                href={externalUrl}
                icon={<CalendarDays />}
                label="Online Scheduling"
                detail="Book a time on the provider's website"
                external
                onChoose={choose('external', 'Opening scheduling page')}
              />
            ) : null}
            {canRequest ? (
              <ContactChoice
                icon={<ClipboardList />}
                label="Request a tour"
                detail={`Send your preferred time through ${BRAND}`}
                onChoose={() => setStep('request')}
              />
            ) : null}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
