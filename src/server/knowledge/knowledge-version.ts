/**
 * Data-file versions are YYYY.MM.N: compared part by part as numbers, so 2026.11.10 is newer than
 * 2026.11.9 (a string comparison would say the opposite).
 */

export const NO_VERSION = '0000.00.0';

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const difference = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The newest of several versions; NO_VERSION when there are none. */
export function newestVersion(versions: Iterable<string>): string {
  let newest = NO_VERSION;
  for (const version of versions) if (compareVersions(version, newest) > 0) newest = version;
  return newest;
}
