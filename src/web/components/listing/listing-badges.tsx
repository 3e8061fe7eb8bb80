import { Sparkles } from 'lucide-react';
import { CARE_TYPE_LABELS, type CareType } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/** One badge colour per care type (docs/product.md §3); every pair meets AA contrast. */
const CARE_TYPE_BADGE: Record<CareType, string> = {
  'assisted-living': 'bg-[#e3f1ee] text-[#064740]',
  'independent-living': 'bg-[#e6effa] text-[#1c4a7a]',
  'memory-care': 'bg-[#f1e8f7] text-[#5b2a7a]',
  'respite-care': 'bg-[#fbeee2] text-[#8a3c08]',
  'adult-daycare': 'bg-[#fdf3d6] text-[#6b4a00]',
  'skilled-nursing': 'bg-[#fbe7e7] text-[#8c1d1d]',
};

export function CareTypeBadge({ careType, className }: { careType: CareType; className?: string }) {
  return (
    <Badge className={cn('border-transparent', CARE_TYPE_BADGE[careType], className)}>
      {CARE_TYPE_LABELS[careType]}
    </Badge>
  );
}

/** What "Featured" means, for people who hover the badge and for screen readers. */
export const FEATURED_EXPLANATION = "a Premium community's paid placement";

/** "Featured" for Premium providers' listings; it says it is paid placement, not a rating. */
export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <Badge
      className={cn('border-transparent bg-accent text-white', className)}
      title={`Featured: ${FEATURED_EXPLANATION}`}
    >
      <Sparkles className="size-3" aria-hidden="true" />
      Featured<span className="sr-only">: {FEATURED_EXPLANATION}</span>
    </Badge>
  );
}

/** Built-in samples are marked so no family mistakes one for a real community (docs/architecture.md §5.5). */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-foreground/30 bg-card text-foreground', className)}
      title="An example listing that shows how CareNest works; not a real community"
    >
      Sample listing
    </Badge>
  );
}

/** A listing made from public records that its community has not claimed (decision 042). */
export function UnclaimedBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-foreground/30 bg-card text-foreground', className)}
      title="Details from public records; not yet claimed by the community"
    >
      From public records
    </Badge>
  );
}

/** The Featured and Sample markers a listing carries, if any. */
export function ListingMarkers({
  listing,
  className,
}: {
  listing: ListingView;
  className?: string;
}) {
  if (!listing.featured && !listing.isSample && !listing.unclaimed) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {listing.featured ? <FeaturedBadge /> : null}
      {listing.isSample ? <SampleBadge /> : null}
      {listing.unclaimed ? <UnclaimedBadge /> : null}
    </div>
  );
}
