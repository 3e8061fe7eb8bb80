// Without zod: the compare tray and page load these texts (docs/decisions/015).
import { COMPARE_LIMITS } from './constants.ts';

export const COMPARE_MESSAGES = {
  count: `Pick ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} communities to compare.`,
  badId: 'That link names a community that does not exist. Pick the communities again.',
  full: `You can compare up to ${COMPARE_LIMITS.max} communities. Remove one to add another.`,
  unavailable: (n: number) =>
    n === 1
      ? 'One of the communities in this comparison is no longer listed.'
      : `${n} of the communities in this comparison are no longer listed.`,
  placeNotFound: (text: string) => `We could not find “${text}”, so distances are not shown.`,
} as const;
