import { useState, type ReactNode } from 'react';
import { CalendarDays, ClipboardList, ExternalLink, Mail, Phone } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
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
import { useAuth } from '#web/lib/auth-context.ts';
import { canRequestTour, tourRequestAction } from '#web/lib/can-request-tour.ts';
import type { ContactLinkKind } from '../../contact-links.ts';
import {
  tourChoices,
  tourDialogHeading,
  tourDialogView,
  type TourChoice,
  type TourDialogView,
} from '../../schedule-tour-view.ts';
import { useListingDetailParts } from './listing-detail-parts.tsx';

type ScheduleTourDialogProps = {
  listing: ListingView;
  /** Called when the family picks a contact method (provider analytics records inquiries). */
  onInquiry?: (kind: ContactLinkKind) => void;
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

const CHOICE_LOOKS = {
  phone: { icon: <Phone />, label: 'Call', toast: 'Connecting you by phone' },
  email: { icon: <Mail />, label: 'Email', toast: 'Opening email client' },
  external: {
    icon: <CalendarDays />,
    label: 'Online Scheduling',
    toast: 'Opening scheduling page',
  },
  request: { icon: <ClipboardList />, label: 'Request a tour', toast: null },
} as const;

type BodyProps = {
  view: TourDialogView;
  listing: ListingView;
  choices: TourChoice[];
  sent: FamilyTourRequest | null;
  onSent: (request: FamilyTourRequest) => void;
  onChoose: (choice: TourChoice) => void;
};

function ScheduleTourBody({ view, listing, choices, sent, onSent, onChoose }: BodyProps) {
  const { isSignedIn } = useAuth();
  const { TourRequestForm, TourRequestSent } = useListingDetailParts();
  switch (view) {
    case 'sent':
      return sent ? (
        <TourRequestSent request={sent} listingTitle={listing.title} signedIn={isSignedIn} />
      ) : null;
    case 'request':
      return (
        <TourRequestForm
          listingId={listing.id}
          listingTitle={listing.title}
          action={tourRequestAction(listing)}
          onSent={onSent}
        />
      );
    case 'none':
      return (
        <p className="rounded-lg bg-muted p-4 text-center text-sm font-medium">
          No contact methods available
        </p>
      );
    default:
      return (
        <ul className="grid gap-3">
          {choices.map((choice) => (
            <ContactChoice
              key={choice.kind}
              href={'href' in choice ? choice.href : undefined}
              icon={CHOICE_LOOKS[choice.kind].icon}
              label={CHOICE_LOOKS[choice.kind].label}
              detail={choice.detail}
              external={choice.kind === 'external'}
              onChoose={() => onChoose(choice)}
            />
          ))}
        </ul>
      );
  }
}

/**
 * docs/product.md §2 "Schedule a Tour": the provider's contact methods, each shown only when it exists, and
 * (docs/decisions/013) a tour request sent through CareNest for communities that have a provider.
 */
export function ScheduleTourDialog({ listing, onInquiry }: ScheduleTourDialogProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'choose' | 'request'>('choose');
  const [sent, setSent] = useState<FamilyTourRequest | null>(null);
  const choices = tourChoices(listing, canRequestTour(listing));
  const view = tourDialogView(step, sent !== null, choices.length);
  const heading = tourDialogHeading(view, listing.title);
  const onChoose = (choice: TourChoice) => {
    if (choice.kind === 'request') return setStep('request');
    toast.success(CHOICE_LOOKS[choice.kind].toast);
    onInquiry?.(choice.kind);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setStep('choose');
      setSent(null);
    }
  };

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
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        <ScheduleTourBody
          view={view}
          listing={listing}
          choices={choices}
          sent={sent}
          onSent={setSent}
          onChoose={onChoose}
        />
      </DialogContent>
    </Dialog>
  );
}
