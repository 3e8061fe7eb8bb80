/** Query keys of the provider feature; everything lives under ['provider']. */
export const providerKeys = {
  all: ['provider'] as const,
  subscription: ['provider', 'subscription'] as const,
  capabilities: ['provider', 'capabilities'] as const,
  listings: ['provider', 'listings'] as const,
  listing: (id: string) => ['provider', 'listings', id] as const,
  analytics: ['provider', 'analytics'] as const,
};

/** The public listing queries (browse, home, detail) share this prefix. */
export const publicListingsKey = ['listings'] as const;

export type ProviderQueryOptions = {
  enabled?: boolean;
  /** Refetch whenever a component using it mounts, e.g. for a gate that must not use old data. */
  alwaysRefetch?: boolean;
};

export const queryBehaviour = ({ enabled = true, alwaysRefetch = false }: ProviderQueryOptions) =>
  ({ enabled, ...(alwaysRefetch ? { refetchOnMount: 'always' as const } : {}) }) as const;
