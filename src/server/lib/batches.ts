/** `items` in runs of at most `size`, in order: rows written a bounded statement at a time. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}
