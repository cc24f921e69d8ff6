/**
 * The client's server entry (dist/server-render/entry-server.js, built by scripts/prerender.ts from
 * src/client/entry-server.tsx), loaded once per process and shared: the member renderer renders
 * signed-in pages with it (ADR 111), and the first answers read each page's declared first data
 * from it (`PAGE_DATA`, ADR 119). The server never imports the client's source; it reads what the
 * same build that wrote routes.json wrote beside it, so the names routes.json gives and the
 * declarations they name always come from one build.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageDataTable } from '#shared/contracts/page-data.contract';

const entries = new Map<string, Promise<unknown>>();

/** The entry at `entryFile`, imported once. */
export function loadClientEntry<T>(entryFile: string): Promise<T> {
  let entry = entries.get(entryFile);
  if (!entry) {
    entry = import(pathToFileURL(entryFile).href);
    entries.set(entryFile, entry);
  }
  return entry as Promise<T>;
}

/**
 * The pages' first data by name from the entry at `entryFile`, read once and loaded ahead; none
 * (every page gets the frame's answers alone) when the client was built without the entry or it
 * fails to load.
 */
export function pageDataFrom(entryFile: string): () => Promise<PageDataTable> {
  let table: Promise<PageDataTable> | undefined;
  const load = () =>
    (table ??= existsSync(entryFile)
      ? loadClientEntry<{ PAGE_DATA?: PageDataTable }>(entryFile).then(
          (entry) => entry.PAGE_DATA ?? {},
          () => ({}),
        )
      : Promise.resolve({}));
  void load();
  return load;
}
