import { wholeNumber } from '#shared/whole-number.ts';

/**
 * The search counts only so far past the page ("1,000+", decision 011): a lower bound carries a
 * "+" so the number is never shown as exact when it is not.
 */
export const formatTotal = (total: number, lowerBound = false) =>
  `${wholeNumber(total)}${lowerBound ? '+' : ''}`;

/** "1 result", "42 results", "1,000+ results" (docs/product.md §2's count). */
export const resultCountText = (total: number, lowerBound = false) =>
  `${formatTotal(total, lowerBound)} ${total === 1 && !lowerBound ? 'result' : 'results'}`;
