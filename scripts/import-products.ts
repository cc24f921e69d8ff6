// `npm run products:import -- <file> [--update]`: adds products from an Open Food Facts export
// (ODbL) to the product catalogue of the configured database (DATABASE_URL, or PGlite in DATA_DIR,
// default ./.data, while the app is stopped: it holds the lock). Offline: it reads a file you
// downloaded, the JSONL dump (`.jsonl`, `.jsonl.gz`) or the CSV export (tab-separated, `.csv`,
// `.csv.gz`; a comma-separated extract works too). A barcode that already has an approved product
// keeps it; `--update` rewrites the catalogue's own rows from the file (never a member's product).
// Products show as 'From Open Food Facts (ODbL)'. See src/server/knowledge/data/products/README.md.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { gunzipSync, createGunzip } from 'node:zlib';
import { openDatabase } from '#server/db/open-database';
import {
  isTabSeparated,
  productFromJsonLine,
  productFromTsvRow,
  productsFromCsv,
  type OffRecordResult,
  type SkipReason,
} from '#server/modules/ingredients/open-food-facts-export';
import {
  importCatalogue,
  type CatalogueImport,
  type CatalogueProduct,
} from '#server/modules/ingredients/product-catalogue';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const update = args.includes('--update');
if (!file || !existsSync(file)) {
  console.error(
    file
      ? `No such file: ${file}`
      : 'Usage: npm run products:import -- <export.jsonl | export.csv> [--update]',
  );
  process.exit(2);
}

const isGzip = file.endsWith('.gz');
const isJsonl = /\.jsonl?(?:\.gz)?$/i.test(file);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  appDatabaseUrl: process.env.DATABASE_APP_URL || undefined,
  dataDir: process.env.DATA_DIR || './.data',
});
const totals: CatalogueImport = { added: 0, updated: 0, kept: 0 };
const skipped: Record<SkipReason, number> = { barcode: 0, name: 0, ingredients: 0, unreadable: 0 };
let batch: CatalogueProduct[] = [];

async function flush(): Promise<void> {
  if (batch.length === 0) return;
  // Outside any request the app's queries act as the system; the catalogue is shared content.
  const result = await importCatalogue(database.db, batch, { update });
  totals.added += result.added;
  totals.updated += result.updated;
  totals.kept += result.kept;
  batch = [];
}

async function take(result: OffRecordResult | null): Promise<void> {
  if (!result) return;
  if ('skipped' in result) skipped[result.skipped] += 1;
  else batch.push(result.product);
  if (batch.length >= 500) await flush();
}

try {
  const lines = () =>
    createInterface({
      input: isGzip ? createReadStream(file).pipe(createGunzip()) : createReadStream(file),
      crlfDelay: Infinity,
    });
  if (isJsonl) {
    for await (const line of lines()) await take(productFromJsonLine(line));
  } else {
    let header: string[] | null = null;
    let commaSeparated = false;
    for await (const line of lines()) {
      if (header === null) {
        commaSeparated = !isTabSeparated(line);
        header = line.split('\t').map((name) => name.trim());
        if (commaSeparated) break;
        continue;
      }
      await take(productFromTsvRow(header, line));
    }
    if (commaSeparated) {
      const raw = readFileSync(file);
      for (const result of productsFromCsv((isGzip ? gunzipSync(raw) : raw).toString('utf8')))
        await take(result);
    }
  }
  await flush();
  const skippedTotal = Object.values(skipped).reduce((sum, n) => sum + n, 0);
  console.log(
    `Open Food Facts import: ${totals.added} added, ${totals.updated} updated, ${totals.kept} kept ` +
      `(a product was already there), ${skippedTotal} skipped (no valid barcode ${skipped.barcode}, ` +
      `no name ${skipped.name}, no ingredient list ${skipped.ingredients}, unreadable ${skipped.unreadable}).`,
  );
} finally {
  await database.close();
}
