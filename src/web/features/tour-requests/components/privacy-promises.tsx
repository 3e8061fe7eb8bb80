import { ShieldCheck } from 'lucide-react';

/** The promises the form makes, stated where the family decides (docs/decisions/013, "Privacy first"). */
export function PrivacyPromises({ listingTitle }: { listingTitle: string }) {
  return (
    <div className="flex gap-3 rounded-lg bg-primary-soft p-3 text-sm">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-strong" aria-hidden="true" />
      <ul className="grid gap-1">
        <li>
          Your request goes to {listingTitle} only, and to no one else. We use it for this request
          and nothing more.
        </li>
        <li>
          You choose how they may contact you; they see your phone number only if you allow calls.
        </li>
        <li>
          You can withdraw the request at any time: on your profile when signed in, otherwise
          through the private link in your confirmation email.
        </li>
      </ul>
    </div>
  );
}
