/**
 * How long a site search query may be, and what a person is told otherwise. Apart from the search
 * contract so that the header's search box (on every page's first load) needs no zod.
 */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

export const SEARCH_MESSAGES = {
  tooShort: `Search needs at least ${SEARCH_QUERY_MIN} characters`,
  tooLong: `Search must be at most ${SEARCH_QUERY_MAX} characters`,
} as const;
