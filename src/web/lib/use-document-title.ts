import { useEffect } from 'react';
import { BRAND } from '#shared/constants.ts';

/** Sets the browser tab title to "{title} | CareNest" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND}`;
  }, [title]);
}
