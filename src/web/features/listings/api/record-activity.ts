import { useEffect } from 'react';
import type { InquiryKind } from '#shared/provider-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import type { ContactLinkKind } from '../contact-links.ts';

const INQUIRY_KIND: Record<ContactLinkKind, InquiryKind> = {
  phone: 'call',
  email: 'email',
  external: 'schedule',
};

/**
 * Records one view when a listing's detail opens (the server ignores the provider's own views and
 * counts each visitor once a day). Analytics must never get in a family's way, so failures are
 * silent.
 */
export function useRecordListingView(listingId: string) {
  useEffect(() => {
    api.post('/api/listings/{id}/views', { params: { id: listingId } }).catch(() => undefined);
  }, [listingId]);
}

/** Records a Call, Email or Online Scheduling choice as an inquiry (once a day per visitor and kind). */
export function recordInquiry(listingId: string, kind: ContactLinkKind): void {
  api
    .post('/api/listings/{id}/inquiries', {
      params: { id: listingId },
      body: { kind: INQUIRY_KIND[kind] },
    })
    .catch(() => undefined);
}
