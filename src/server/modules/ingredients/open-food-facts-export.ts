/**
 * Reads Open Food Facts' data exports (ODbL) into catalogue products, offline: the JSONL dump (one
 * product object a line) and the CSV export (tab-separated, a header row; a comma-separated extract
 * with quotes works too). A record without a valid barcode, a name or an ingredient list is skipped
 * and counted by reason, never guessed at.
 */
import { parseCsv } from '#server/knowledge/read-csv';
import { catalogueProductSchema, type CatalogueProduct } from './product-catalogue';

export type SkipReason = 'barcode' | 'name' | 'ingredients' | 'unreadable';

export type OffRecordResult = { product: CatalogueProduct } | { skipped: SkipReason };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 'en:dietary-supplements' or a beauty product type says what kind of label it is. */
function kindOf(record: Record<string, unknown>): CatalogueProduct['kind'] {
  const type = text(record.product_type);
  if (type === 'beauty') return 'cosmetic';
  const categories = Array.isArray(record.categories_tags)
    ? record.categories_tags.join(',')
    : text(record.categories_tags);
  return /\ben:dietary-supplements\b/.test(categories) ? 'supplement' : 'food';
}

/** One export record (a JSONL object or a CSV row by its header) → a catalogue product. */
export function productFromOffRecord(record: Record<string, unknown>): OffRecordResult {
  const name = text(record.product_name) || text(record.product_name_en);
  const ingredients = text(record.ingredients_text) || text(record.ingredients_text_en);
  if (!name) return { skipped: 'name' };
  if (!ingredients) return { skipped: 'ingredients' };
  const parsed = catalogueProductSchema.safeParse({
    barcode: text(record.code),
    name: name.slice(0, 200),
    brand: text(record.brands).split(',')[0]!.trim().slice(0, 200),
    kind: kindOf(record),
    ingredients_text: ingredients,
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { skipped: field === 'barcode' ? 'barcode' : 'ingredients' };
  }
  return { product: parsed.data };
}

/** One line of the JSONL dump. */
export function productFromJsonLine(line: string): OffRecordResult | null {
  if (line.trim() === '') return null;
  try {
    const record: unknown = JSON.parse(line);
    if (!record || typeof record !== 'object' || Array.isArray(record))
      return { skipped: 'unreadable' };
    return productFromOffRecord(record as Record<string, unknown>);
  } catch {
    return { skipped: 'unreadable' };
  }
}

/** A tab-separated header line, as Open Food Facts' CSV export has. */
export const isTabSeparated = (header: string) => header.includes('\t');

/** One row of the tab-separated export, by its header's column names. */
export function productFromTsvRow(header: readonly string[], line: string): OffRecordResult | null {
  if (line.trim() === '') return null;
  const cells = line.split('\t');
  return productFromOffRecord(Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** A whole comma-separated extract (quoted fields may hold commas and line breaks). */
export function productsFromCsv(textOfFile: string): OffRecordResult[] {
  const [header, ...rows] = parseCsv(textOfFile);
  if (!header) return [];
  return rows.map((cells) =>
    productFromOffRecord(
      Object.fromEntries(header.map((name, i) => [name.trim(), cells[i] ?? ''])),
    ),
  );
}
