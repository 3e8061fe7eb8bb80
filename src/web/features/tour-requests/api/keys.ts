/** Query keys of tour requests: the family's own list, the provider's inbox, one private link. */
export const tourRequestKeys = {
  mine: ['tour-requests', 'mine'] as const,
  inbox: ['tour-requests', 'inbox'] as const,
  byLink: (token: string) => ['tour-requests', 'by-link', token] as const,
};
