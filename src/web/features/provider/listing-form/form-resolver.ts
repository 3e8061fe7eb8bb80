import type { Resolver } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import type { ListingWrite, ListingWriteInput } from '#shared/listing-write-schema.ts';
import type { ListingFormValues } from './form-values.ts';

/** Fails to compile if the inputs' values ever stop being a valid input of the shared schema. */
type FitsSchema<T extends ListingWriteInput> = T;
export type _ValuesFitSchema = FitsSchema<ListingFormValues>;

/**
 * The API's own schema (docs/product.md §5) validates the form. The inputs hold a narrower type than the
 * schema accepts (strings, never null), checked above, so the resolver can be typed for them.
 * zod and the schema load when the form is first used, not with the page (decision 015).
 */
const resolver = lazyZodResolver(
  async () => (await import('#shared/listing-write-schema.ts')).listingWriteSchema,
);
export const listingFormResolver = resolver as unknown as Resolver<
  ListingFormValues,
  unknown,
  ListingWrite
>;
/** Starts loading zod and the schema (the form's onFocus). */
export const preloadListingFormResolver = resolver.preload;
