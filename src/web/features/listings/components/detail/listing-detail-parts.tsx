import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';

/**
 * What other features draw inside a listing's detail: the Report button (reports), the Reviews
 * section (reviews) and the tour request form with its confirmation (tour-requests). Features do
 * not import each other, so the detail's host hands them in (src/web/app/listing-detail-parts.tsx,
 * docs/decisions/052): the community page with its first load, the detail dialog with its own
 * chunk, loaded on demand.
 */
export type ListingDetailParts = {
  ReportButton: ComponentType<{ target: { kind: 'listing'; id: string } }>;
  Reviews: ComponentType<{ listing: ListingView }>;
  TourRequestForm: ComponentType<{
    listingId: string;
    listingTitle: string;
    /** Where the form posts when sent before the script runs (tourRequestAction). */
    action: string;
    onSent: (request: FamilyTourRequest) => void;
  }>;
  TourRequestSent: ComponentType<{
    request: FamilyTourRequest;
    listingTitle: string;
    signedIn: boolean;
  }>;
};

const ListingDetailPartsContext = createContext<ListingDetailParts | null>(null);

export function ListingDetailPartsProvider(props: {
  parts: ListingDetailParts;
  children: ReactNode;
}) {
  return (
    <ListingDetailPartsContext.Provider value={props.parts}>
      {props.children}
    </ListingDetailPartsContext.Provider>
  );
}

export function useListingDetailParts(): ListingDetailParts {
  const parts = useContext(ListingDetailPartsContext);
  if (!parts) {
    throw new Error('useListingDetailParts must be used inside <ListingDetailPartsProvider>');
  }
  return parts;
}
