/** Drops the query, hash and trailing slashes: '/about/?x=1' → '/about'. The form page meta is keyed by. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The keys a path's meta is looked up under, first found wins: the path itself and, for a
 * /dashboard/… page the table does not list, the dashboard's. One rule for the whole table
 * (app/page-declarations.ts) and for the lookup that loads one area's meta (app/page-table-source.ts).
 */
export function metaKeysOf(path: string): string[] {
  const clean = normalizePath(path);
  return clean.startsWith('/dashboard/') ? [clean, '/dashboard'] : [clean];
}
