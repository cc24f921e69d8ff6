/**
 * Every Annex II and Annex III entry of the CosIng export we author from (../shared/data/eu-cosing,
 * cosing-export.ts) is in the shipped data (ADR 051): read straight from the export, each
 * reference number has a record that lists it, the entry's names (Annex II: its name; Annex III:
 * its chemical name and each name of the INCI glossary) look up through the index the label
 * analyser uses to that record, an Annex III record keeps the entry's conditions as the export
 * gives them, and CosIng's identified ingredients (ammonium thioglycolate under thioglycolic acid)
 * find the entry that lists them. Skipped, saying so, only where the export is not on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { parseCsv } from '../read-csv';
import { annexIIIPath, annexIIPath, COSING_DIR } from './authoring/cosing-export';
import { cosmeticIngredientsKind } from './cosmetic-ingredients.kind';
import { buildCosmeticIndex } from './cosmetic-index';
import type { CosmeticIngredient } from './cosmetic.schema';

const present = existsSync(annexIIPath()) && existsSync(annexIIIPath());
const title = present
  ? 'the CosIng Annex II and III export, entry by entry'
  : `the CosIng Annex II and III export (SKIPPED: not found in ${COSING_DIR}; set COSING_DIR)`;

/** A cell as one line: soft hyphens gone, whitespace single; '', '-' and '/' are empty. */
const cell = (text: string | undefined): string => {
  const line = (text ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return line === '-' || line === '/' ? '' : line;
};
const MOVED = /^moved or deleted$/i;

interface Row {
  ref: string;
  names: string[];
  row: string[];
}

function readAnnexII(): Row[] {
  const [header, ...rows] = parseCsv(readFileSync(annexIIPath(), 'utf8'));
  expect(header?.[0]).toBe('Reference Number');
  return rows
    .filter((row) => !MOVED.test(cell(row[1])))
    .map((row) => ({ ref: `II-${cell(row[0])}`, names: [cell(row[1])], row }));
}

/** The INCI glossary's names: 'A; B', 'A / B', footnote markers '(1)' and '(see note 17)' dropped. */
const glossaryNames = (text: string) =>
  text
    .replace(/\s*\((?:\d{1,2}|see note \d+)\)/gi, '')
    .split(/\s*;\s*|\s+\/\s*|\s*\/\s+/)
    .map((name) => name.replace(/^[\s,;.]+|[\s,;.]+$/g, ''))
    .filter((name) => name !== '' && name !== '-');

function readAnnexIII(): Row[] {
  const rows = parseCsv(readFileSync(annexIIIPath(), 'utf8'));
  const start = rows.findIndex((row) => row[0] === 'Reference Number');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(rows[start]![13]).toMatch(/identified ingredients/i);
  return rows
    .slice(start + 1)
    .filter((row) => row.length >= 10 && !MOVED.test(cell(row[1])))
    .map((row) => ({
      ref: `III-${cell(row[0])}`,
      names: [cell(row[1]), ...glossaryNames(cell(row[2]))].filter((name) => name !== ''),
      row,
    }));
}

describe.skipIf(!present)(title, () => {
  const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [cosmeticIngredientsKind]);
  const records = files.records(cosmeticIngredientsKind);
  const index = buildCosmeticIndex(records);
  const byId = new Map(records.map((record) => [record.id, record]));
  const lookup = (name: string): CosmeticIngredient | null => {
    const found = index.lookup(name);
    return found ? byId.get(found.id)! : null;
  };
  const holders = new Map<string, CosmeticIngredient[]>();
  for (const record of records)
    for (const ref of record.annex_refs) holders.set(ref, [...(holders.get(ref) ?? []), record]);
  const annexII = present ? readAnnexII() : [];
  const annexIII = present ? readAnnexIII() : [];

  /** Every name of every row that does not look up to a record holding the row's reference. */
  const misses = (rows: Row[]) =>
    rows.flatMap(({ ref, names }) =>
      names
        .filter((name) => !lookup(name)?.annex_refs.includes(ref))
        .map((name) => `${ref} "${name.slice(0, 80)}" → ${lookup(name)?.id ?? 'nothing'}`),
    );

  it('has a record for every Annex II reference, found by the entry name', () => {
    const refs = new Set(annexII.map((row) => row.ref));
    expect(refs.size).toBe(1724);
    expect([...refs].filter((ref) => !holders.has(ref))).toEqual([]);
    expect(misses(annexII)).toEqual([]);
    // Every holder of an Annex II reference says it is prohibited.
    for (const ref of refs)
      for (const record of holders.get(ref) ?? [])
        expect(
          record.flags.some((flag) => flag.level === 'avoid'),
          `${ref} ${record.id}`,
        ).toBe(true);
  });

  it('has a record for every Annex III reference, found by its chemical and INCI names', () => {
    const refs = new Set(annexIII.map((row) => row.ref));
    expect(refs.size).toBe(362);
    expect([...refs].filter((ref) => !holders.has(ref))).toEqual([]);
    expect(misses(annexIII)).toEqual([]);
  });

  it('keeps the conditions of every Annex III entry as the export gives them', () => {
    const short = (text: string | null | undefined) => cell(text ?? '').slice(0, 120);
    const problems: string[] = [];
    for (const { ref, names, row } of annexIII) {
      const record = lookup(names[0]!)!;
      // Two versions of one substance under one reference: the newest gives the restriction.
      const versions = annexIII.filter(
        (other) => other.ref === ref && lookup(other.names[0]!)?.id === record.id,
      );
      const kept = versions.some(({ row: version }) =>
        record.restrictions.some(
          (restriction) =>
            short(restriction.product_types) === (short(version[5]) || 'All cosmetic products') &&
            short(restriction.max_concentration) === short(version[6]) &&
            short(restriction.conditions) === short(version[7]) &&
            short(restriction.warnings) === short(version[8]),
        ),
      );
      if (!kept) problems.push(`${ref} ${record.id}: ${short(row[6])}`);
    }
    expect(problems).toEqual([]);
    // Each says something: its limits, its label warnings, or that it is a fragrance allergen.
    for (const { ref, names } of annexIII) {
      const record = lookup(names[0]!)!;
      expect(record.annex, ref).not.toBeNull();
      expect(record.flags.length, ref).toBeGreaterThan(0);
    }
  });

  it("finds each of CosIng's identified ingredients under an entry that lists it", () => {
    // A name several rows list ('ETHANOLAMINE THIOGLYCOLATE' under 2a and 61) may find any of them.
    const listedBy = new Map<string, Set<string>>();
    const identified = (row: string[]) => {
      // Commas separate names, except between locants ('2,4-', 'N,N-').
      const text = cell(row[13]);
      const names: string[] = [];
      let current = '';
      for (let i = 0; i < text.length; i++) {
        const locant =
          /(?:^|[^A-Za-z])(?:\d+|[NOS])'*$/.test(current) &&
          /^(?:\d+|[NOS])'*[,-]/.test(text.slice(i + 1));
        if (text[i] === ',' && !locant) {
          names.push(current);
          current = '';
        } else current += text[i];
      }
      names.push(current);
      return names
        .flatMap((name) => name.split(/\s+\/\s*|\s*\/\s+/))
        .map((name) => name.trim())
        .filter((name) => name.length >= 2);
    };
    for (const { ref, names, row } of annexIII)
      for (const name of [...names, ...identified(row)]) {
        const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        listedBy.set(key, (listedBy.get(key) ?? new Set()).add(ref));
      }
    const lost: string[] = [];
    let count = 0;
    for (const { ref, row } of annexIII)
      for (const name of identified(row)) {
        count++;
        const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        const record = lookup(name);
        const fits =
          record !== null &&
          (record.annex_refs.some((held) => listedBy.get(key)!.has(held)) ||
            // A colour-index number is the Annex IV colourant's record (hair dye rules aside).
            (record.annex === null && record.functions.includes('colourant')) ||
            // Another Annex entry's own name ('STRONTIUM PEROXIDE' under hydrogen peroxide).
            (record.annex !== null && index.lookup(record.name) === index.lookup(name)));
        if (!fits) lost.push(`${ref} "${name}" → ${record?.id ?? 'nothing'}`);
      }
    expect(count).toBeGreaterThan(800);
    expect(lost).toEqual([]);
  });

  it('recognises tretinoin (Annex II) and the thioglycolates (Annex III) by their label names', () => {
    expect(lookup('Tretinoin')?.annex_refs).toEqual(['II-375']);
    expect(lookup('Retinoic Acid')?.annex_refs).toEqual(['II-375']);
    const tga = lookup('Ammonium Thioglycolate')!;
    expect(tga.annex_refs).toEqual(['III-2a']);
    expect(tga.restrictions[0]!.max_concentration).toMatch(/8%/);
    expect(lookup('Glyceryl Thioglycolate')?.annex_refs).toEqual(['III-2b']);
  });
});
