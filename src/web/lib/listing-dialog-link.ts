import { useCallback } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';

/** The URL parameter naming the open listing dialog (docs/product.md §2 `?listing={id}`). */
export const LISTING_PARAM = 'listing';

/** The link that opens a listing's detail dialog on the current page (?listing={id}), keeping other parameters. */
export function useListingDialogLink(): (id: string) => To {
  const { pathname, search } = useLocation();
  return useCallback(
    (id: string) => {
      const params = new URLSearchParams(search);
      params.set(LISTING_PARAM, id);
      return { pathname, search: `?${params.toString()}` };
    },
    [pathname, search],
  );
}

/** The listing named by ?listing={id}, and a function that closes the dialog by removing it. */
export function useListingDialogParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listingId = searchParams.get(LISTING_PARAM) || null;
  const close = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(LISTING_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [setSearchParams]);
  return { listingId, close };
}
