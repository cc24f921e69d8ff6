/**
 * Whether a failed statement broke a unique index (PostgreSQL's SQLSTATE 23505), as node-postgres
 * and PGlite report it, directly or as the cause of the error drizzle wraps it in. Where a unique
 * index is what decides between two writers, the loser's error is expected, not a failure.
 */
export function isUniqueViolation(error: unknown): boolean {
  const found = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return String(found?.cause?.code ?? found?.code) === '23505';
}
