import type { Resolver } from 'react-hook-form';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import {
  listingWriteSchema,
  type ListingWrite,
  type ListingWriteInput,
} from '#shared/listing-write-schema.ts';
import type { ListingFormValues } from './form-values.ts';

/** Fails to compile if the inputs' values ever stop being a valid input of the shared schema. */
type FitsSchema<T extends ListingWriteInput> = T;
export type _ValuesFitSchema = FitsSchema<ListingFormValues>;

/**
 * The API's own schema (SPEC §5) validates the form. The inputs hold a narrower type than the
 * schema accepts (strings, never null), checked above, so the resolver can be typed for them.
 */
export const listingFormResolver = zodResolver(listingWriteSchema) as unknown as Resolver<
  ListingFormValues,
  unknown,
  ListingWrite
>;
