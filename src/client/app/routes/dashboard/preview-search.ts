/**
 * Whether /dashboard's address asks for the sample preview ('?demo=true'): read by the page, which
 * then shows the preview, and by its declaration, whose first answers then leave out the summary
 * the preview never reads.
 */
export function isPreviewSearch(search: string | URLSearchParams | undefined): boolean {
  const params = search instanceof URLSearchParams ? search : new URLSearchParams(search ?? '');
  return params.get('demo') === 'true';
}
