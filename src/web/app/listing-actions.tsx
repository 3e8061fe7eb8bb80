import type { ReactNode } from 'react';
import {
  ListingActionsProvider,
  type ListingActions,
} from '#web/components/listing/listing-actions.tsx';
import { CompareToggle } from '#web/features/compare-picks/index.ts';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button.tsx';

const LISTING_ACTIONS: ListingActions = { Favorite: FavoriteButton, Compare: CompareToggle };

/** Pages that show listing cards or a listing's detail wrap them in this (docs/decisions/052). */
export function WithListingActions({ children }: { children: ReactNode }) {
  return <ListingActionsProvider actions={LISTING_ACTIONS}>{children}</ListingActionsProvider>;
}
