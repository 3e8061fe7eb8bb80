import { useState, type ReactNode } from 'react';
import { CalendarDays, ExternalLink, Mail, Phone } from 'lucide-react';
import { toast } from 'sonner';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { safeHttpUrl, telHref, tourEmailHref, type InquiryKind } from '../../contact-links.ts';

type ScheduleTourDialogProps = {
  listing: ListingView;
  /** Called when the family picks a contact method (provider analytics records inquiries). */
  onInquiry?: (kind: InquiryKind) => void;
};

type ChoiceProps = {
  href: string;
  icon: ReactNode;
  label: string;
  detail: string;
  external?: boolean;
  onChoose: () => void;
};

function ContactChoice({ href, icon, label, detail, external, onChoose }: ChoiceProps) {
  return (
    <li>
      <a
        href={href}
        onClick={onChoose}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex items-center gap-4 rounded-lg border border-border p-4 hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
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
      </a>
    </li>
  );
}

/** SPEC §2 "Schedule a Tour": the provider's contact methods, each shown only when it exists. */
export function ScheduleTourDialog({ listing, onInquiry }: ScheduleTourDialogProps) {
  const [open, setOpen] = useState(false);
  const { phone, email } = listing.contact;
  const externalUrl = safeHttpUrl(listing.contact.externalUrl);
  const choose = (kind: InquiryKind, message: string) => () => {
    toast.success(message);
    onInquiry?.(kind);
    setOpen(false);
  };
  const none = !phone && !email && !externalUrl;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <CalendarDays aria-hidden="true" />
          Schedule Tour
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a Tour</DialogTitle>
          <DialogDescription>
            {none
              ? "This provider hasn't set up contact preferences yet. Please try again later."
              : `Choose how you would like to contact ${listing.title} to arrange a visit.`}
          </DialogDescription>
        </DialogHeader>
        {none ? (
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
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
