import { useCallback } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';
import { PARAM } from '#web/features/search/search-params.ts';

/** The link that opens a listing's detail dialog on the current page (?listing={id}), keeping other parameters. */
export function useListingDialogLink(): (id: string) => To {
  const { pathname, search } = useLocation();
  return useCallback(
    (id: string) => {
      const params = new URLSearchParams(search);
      params.set(PARAM.listing, id);
      return { pathname, search: `?${params.toString()}` };
    },
    [pathname, search],
  );
}

/** The listing named by ?listing={id}, and a function that closes the dialog by removing it. */
export function useListingDialogParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listingId = searchParams.get(PARAM.listing) || null;
  const close = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAM.listing);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [setSearchParams]);
  return { listingId, close };
}
