import { z } from 'zod';

/** The answer to an image upload: the listing's images after it. Loaded with the upload. */
export const listingImagesSchema = z.object({ images: z.array(z.string()) });
