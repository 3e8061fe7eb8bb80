import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

type ListingControlProps = { listingId: string; listingTitle: string; className?: string };

/**
 * The controls other features put on a listing's card and detail: the favourites heart and the
 * compare toggle. The card lives here, below the features, so a route hands them in
 * (src/web/app/listing-actions.tsx, docs/decisions/052).
 */
export type ListingActions = {
  Favorite: ComponentType<ListingControlProps & { variant?: 'icon' | 'labelled' }>;
  Compare: ComponentType<ListingControlProps>;
};

const ListingActionsContext = createContext<ListingActions | null>(null);

export function ListingActionsProvider(props: { actions: ListingActions; children: ReactNode }) {
  return (
    <ListingActionsContext.Provider value={props.actions}>
      {props.children}
    </ListingActionsContext.Provider>
  );
}

export function useListingActions(): ListingActions {
  const actions = useContext(ListingActionsContext);
  if (!actions) throw new Error('useListingActions must be used inside <ListingActionsProvider>');
  return actions;
}
