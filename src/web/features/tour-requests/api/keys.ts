/** Query keys of tour requests: the family's own list and the provider's inbox. */
export const tourRequestKeys = {
  mine: ['tour-requests', 'mine'] as const,
  inbox: ['tour-requests', 'inbox'] as const,
};
