/** The community's query keys: one root, so a post or a moderation action refreshes every list. */
export const communityQueryKey = ['community'] as const;
