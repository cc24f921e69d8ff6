/**
 * The shipped product catalogue: products from Open Food Facts (ODbL), loaded into the products
 * table as approved rows that no one submitted and no admin reviewed. That is what marks a row as
 * the catalogue's, so a lookup labels it with its source and licence without a column of its own
 * (a submission always has its submitter, and an admin's approval sets reviewed_at). The seed file
 * is loaded at every start, idempotently: a barcode that already has an approved product keeps it.
 * `npm run products:import -- <file>` adds products from an Open Food Facts export the same way.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INGREDIENT_KINDS, MAX_LABEL_TEXT } from '#shared/contracts/ingredients.contract';
import type { Db } from '#server/db/client';
import { projectPath } from '#server/lib/project-paths';
import { parseBarcode } from './barcode';
import type { ProductRow } from './ingredients.repository';
import { products } from './ingredients.table';

/** The extract shipped with the app (its README says where it comes from and its licence). */
export const PRODUCT_SEED_PATH = projectPath(
  'src/server/knowledge/data/products/open-food-facts-seed.json',
);

/**
 * The key a product is stored and looked up under: the digits parseBarcode keeps, with Open Food
 * Facts' 13-digit form of a UPC-A code ('0' + 12 digits) read as the UPC-A code a scan gives.
 */
export function catalogueBarcode(text: string): string | null {
  const code = parseBarcode(text)?.code ?? null;
  return code && code.length === 13 && code.startsWith('0') ? code.slice(1) : code;
}

export const catalogueProductSchema = z.object({
  barcode: z
    .string()
    .refine((text) => catalogueBarcode(text) !== null, 'not a valid EAN-13, EAN-8 or UPC code')
    .transform((text) => catalogueBarcode(text)!),
  name: z.string().trim().min(1).max(200),
  brand: z.string().trim().max(200).default(''),
  kind: z.enum(INGREDIENT_KINDS).default('food'),
  ingredients_text: z.string().trim().min(1).max(MAX_LABEL_TEXT),
});
export type CatalogueProduct = z.output<typeof catalogueProductSchema>;

const seedFileSchema = z.object({
  version: z.string().regex(/^\d{4}\.\d{2}\.\d+$/),
  source: z.string().min(1),
  licence: z.string().min(1),
  products: z.array(catalogueProductSchema).min(1),
});

/** The seed file's products, validated: a bad entry names itself and stops the start. */
export function readProductSeed(path = PRODUCT_SEED_PATH): CatalogueProduct[] {
  const parsed = seedFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `The product seed ${path} is invalid: ${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  const seen = new Set<string>();
  for (const product of parsed.data.products) {
    if (seen.has(product.barcode))
      throw new Error(`The product seed ${path} lists ${product.barcode} twice`);
    seen.add(product.barcode);
  }
  return parsed.data.products;
}

/** Whether a row is the catalogue's (Open Food Facts data) rather than a member's submission. */
export function isCatalogueRow(
  row: Pick<ProductRow, 'status' | 'submitted_by' | 'reviewed_at'>,
): boolean {
  return row.status === 'approved' && row.submitted_by === null && row.reviewed_at === null;
}

export interface CatalogueImport {
  added: number;
  /** Catalogue rows whose name, brand or ingredients changed (only with `update`). */
  updated: number;
  /** Barcodes that already had an approved product (a member's, or the catalogue's unchanged). */
  kept: number;
}

const CHUNK = 500;

/**
 * Adds each product whose barcode has no approved product yet; with `update`, also rewrites the
 * catalogue's own rows from newer data (a member's approved product is never replaced). Runs as
 * whoever calls it: at start-up and from the import command that is the system.
 */
export async function importCatalogue(
  db: Db,
  list: readonly CatalogueProduct[],
  options: { update?: boolean } = {},
): Promise<CatalogueImport> {
  const result: CatalogueImport = { added: 0, updated: 0, kept: 0 };
  const byBarcode = new Map(list.map((product) => [product.barcode, product]));
  const all = [...byBarcode.values()];
  for (let start = 0; start < all.length; start += CHUNK) {
    const chunk = all.slice(start, start + CHUNK);
    const existing = await db
      .select()
      .from(products)
      .where(
        and(
          inArray(
            products.barcode,
            chunk.map((product) => product.barcode),
          ),
          eq(products.status, 'approved'),
        ),
      );
    const approved = new Map(existing.map((row) => [row.barcode, row]));
    const fresh = chunk.filter((product) => !approved.has(product.barcode));
    if (fresh.length > 0) {
      await db.insert(products).values(
        fresh.map((product) => ({
          ...product,
          status: 'approved' as const,
          submitted_by: null,
          reviewed_at: null,
        })),
      );
      result.added += fresh.length;
    }
    for (const product of chunk) {
      const row = approved.get(product.barcode);
      if (!row) continue;
      const changed =
        row.name !== product.name ||
        row.brand !== product.brand ||
        row.kind !== product.kind ||
        row.ingredients_text !== product.ingredients_text;
      if (options.update && changed && isCatalogueRow(row)) {
        await db
          .update(products)
          .set({
            name: product.name,
            brand: product.brand,
            kind: product.kind,
            ingredients_text: product.ingredients_text,
          })
          .where(
            and(
              eq(products.id, row.id),
              isNull(products.submitted_by),
              isNull(products.reviewed_at),
            ),
          );
        result.updated += 1;
      } else result.kept += 1;
    }
  }
  return result;
}

/**
 * Loads the shipped seed at start-up. Replicas starting together take one lock, so a barcode is
 * never added twice; a restart finds every seeded barcode there and adds nothing.
 */
export async function seedProductCatalogue(
  db: Db,
  list: readonly CatalogueProduct[] = readProductSeed(),
): Promise<CatalogueImport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wellnest.product-catalogue'))`);
    return importCatalogue(tx, list);
  });
}
