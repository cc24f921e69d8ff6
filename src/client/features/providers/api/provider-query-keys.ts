/** Query keys of the provider and share requests, so a change can refresh exactly what it affects. */
export const providerQueryKeys = {
  all: ['providers'] as const,
  directory: (query: Record<string, string>) => ['providers', 'directory', query] as const,
  provider: (id: string) => ['providers', 'provider', id] as const,
  mine: (userId: string | null) => ['providers', 'mine', userId] as const,
  shares: (userId: string | null) => ['shares', 'list', userId] as const,
  sharesAll: ['shares'] as const,
  shared: (token: string) => ['shares', 'shared', token] as const,
};
