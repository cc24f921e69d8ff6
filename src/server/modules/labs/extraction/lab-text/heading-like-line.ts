/**
 * A line that reads as a heading: a few words, no sentence. What a heading starts lasts until the
 * next heading-like line (a heading's unit, heading-units.ts; an electrophoresis's bands,
 * electrophoresis-fractions.ts), while a comment between rows, which ends with '.', leaves it.
 */
const HEADING_LIKE = /^[\p{L}][\p{L}\s.,'/&()[\]%-]{0,58}$/u;

export function isHeadingLikeLine(line: string): boolean {
  const text = line.trim();
  return HEADING_LIKE.test(text) && !text.endsWith('.');
}
