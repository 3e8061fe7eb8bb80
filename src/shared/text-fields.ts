import { z } from 'zod';
import { UNITS_PER_VISIBLE_CHARACTER } from './constants.ts';
import { visibleLength } from './text.ts';

/**
 * Text of at most `max` visible characters (an emoji counts once), trimmed, refused with
 * `message` (docs/decisions/002 and 029). It is first bounded to ten UTF-16 units a character:
 * accents stacked on one letter cannot pass, and a huge text is refused before its graphemes are
 * counted, which takes seconds. `text` is the string schema to start from (its own type error).
 */
export const visibleTextField = (max: number, message: string, text: z.ZodString = z.string()) =>
  text
    .max(max * UNITS_PER_VISIBLE_CHARACTER, { error: message, abort: true })
    .trim()
    .refine((v) => visibleLength(v) <= max, message);
