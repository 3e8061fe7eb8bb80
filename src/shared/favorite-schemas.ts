import { z } from 'zod';
import { listingViewSchema } from './listing-schemas.ts';

export const favoriteListSchema = z.object({
  listingIds: z.array(z.string()),
  listings: z.array(listingViewSchema),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;
