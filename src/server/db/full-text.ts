/**
 * PostgreSQL full-text search (ADR 087): a `tsvector` column type for generated search columns, and
 * the query every search builds from what a person typed. Each word is a prefix ('magnes' finds
 * magnesium), stemmed by the 'english' configuration ('sleeping' finds sleep), all words required.
 * PGlite is the same PostgreSQL, so both engines answer alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** The text search configuration of every search column and query. */
export const SEARCH_CONFIG = 'english';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Letters and digits only, folded: what may stand in a tsquery as a word. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
}

/**
 * The tsquery for `text` ('magnes:* & sleep:*'), or null when it has no word. The words are
 * letters and digits only, so nothing the person typed is read as tsquery syntax.
 */
export function prefixQuery(text: string): SQL | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsquery(${SEARCH_CONFIG}::regconfig, ${query})`;
}
