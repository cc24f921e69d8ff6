/**
 * How long a site search query may be, and what a person is told otherwise: the search contract's
 * rule, and the words tests and pages quote.
 */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

export const SEARCH_MESSAGES = {
  tooShort: `Search needs at least ${SEARCH_QUERY_MIN} characters`,
  tooLong: `Search must be at most ${SEARCH_QUERY_MAX} characters`,
} as const;
