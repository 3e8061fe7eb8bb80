import type { Resolver } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import type { ListingWrite, ListingWriteInput } from '#shared/listing-write-schema.ts';

/**
 * The API's own schema (docs/product.md §5) validates the form. The inputs always hold every
 * field of the schema's input (Required: the form starts from EMPTY_LISTING_FORM or the listing),
 * a narrower type than the schema accepts, so the resolver is typed for them. zod and the schema
 * load when the form is first used, not with the page (decision 015).
 */
const resolver = lazyZodResolver(
  async () => (await import('#shared/listing-write-schema.ts')).listingWriteSchema,
);
export const listingFormResolver = resolver as unknown as Resolver<
  Required<ListingWriteInput>,
  unknown,
  ListingWrite
>;
/** Starts loading zod and the schema (the form's onFocus). */
export const preloadListingFormResolver = resolver.preload;
