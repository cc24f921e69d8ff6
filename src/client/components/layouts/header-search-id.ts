/** The id of the header's search field container (the toggle's aria-controls). */
export const HEADER_SEARCH_ID = 'header-search';
