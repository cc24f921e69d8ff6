/**
 * Every Annex II and Annex III entry of the CosIng export we author from (../shared/data/eu-cosing,
 * cosing-export.ts) is in the shipped data (ADR 051): read straight from the export, each
 * reference number has a record that lists it, the entry's names (Annex II: its name; Annex III:
 * its chemical name and each name of the INCI glossary) look up through the index the label
 * analyser uses to that record, an Annex III record keeps the entry's conditions as the export
 * gives them, and CosIng's identified ingredients (ammonium thioglycolate under thioglycolic acid)
 * find the entry that lists them. Every name is looked up through the index the product ingredient
 * check reads (`knowledge.cosmetics.lookup` in modules/ingredients/recognise.ts): an Annex II entry
 * by each INCI name it gives or our common INCI list ties to it and by the chemical name beside
 * it, and each entry the 2024-2025 amendments added or replaced (authoring/annex-amendments.ts,
 * checked against the export's 'Regulation' column both ways) by every one of its names, citing
 * the amending regulation. Skipped, saying so, only where the export is not on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { parseCsv } from '../read-csv';
import { amendmentSource, ANNEX_AMENDMENTS } from './authoring/annex-amendments';
import { COMMON_INCI } from './authoring/common-inci';
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

/** A name with its markers gone: '(ISO)', '(INN)', '[INCI]', 'INCI:', '[1]', wrapping brackets. */
const bare = (name: string) =>
  name
    .replace(/\s*[([](?:ISO|INN|INNM|INCI)[)\]]/g, '')
    .replace(/^\[?INCI(?: name)?:\s*|\]$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;./]+|[\s,;./]+$/g, '')
    .trim();

/**
 * Every name an Annex cell lists: the parts between ';', line breaks and numbered-list markers
 * ('[1]'), never inside brackets ('(2RS,4RS;2RS,4SR)'), and a list of '[INCI]' names ('Gold
 * (nano) [INCI], Colloidal Gold (nano) [INCI]'), each without its markers.
 */
function namesOf(text: string): string[] {
  const source = text
    .replace(/\u00ad/g, '')
    .replace(/([([]INCI[)\]]),\s*/g, '$1\n')
    .replace(/\s*\[\d+\]\s*\/?\s*/g, '\n');
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of source) {
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && depth > 0) depth--;
    if (depth === 0 && (ch === ';' || ch === '\n')) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map(bare).filter((name) => name.length >= 2);
}

/**
 * The INCI and chemical names of an Annex II cell that names INCI names ('X (INCI: Y)', 'X; [INCI:
 * Y]', 'Y [INCI], X [INN]', 'X; Y (INCI)', 'Y (nano) [INCI]'): the name beside an INCI name is
 * the chemical name; what follows '(INCI: Y)' ('Sodium salt or Salts of Y') is not a name.
 */
function inciAndChemical(text: string): { inci: string[]; chemical: string[] } {
  const inci: string[] = [];
  const chemical: string[] = [];
  const source = text
    .replace(/\u00ad/g, '')
    .replace(/([([]INCI[)\]]),\s*/g, '$1\n')
    .replace(/\s*\[\d+\]\s*\/?\s*/g, '\n');
  for (const segment of source.split(/\s*(?:;|\n)\s*/)) {
    const labelled = /^(.*?)\s*[([]?INCI(?: name)?:\s*([^)\]]+)/.exec(segment);
    if (labelled) {
      if (bare(labelled[1]!) !== '') chemical.push(bare(labelled[1]!));
      inci.push(bare(labelled[2]!));
    } else if (/[([]INCI[)\]]\s*$/.test(segment)) inci.push(bare(segment));
    else if (bare(segment) !== '') chemical.push(bare(segment));
  }
  return { inci, chemical };
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

  it('finds every Annex II entry by each INCI name it gives and by the chemical name beside it', () => {
    const problems: string[] = [];
    const reaches = (ref: string, name: string, what: string) => {
      const record = lookup(name);
      if (!record?.annex_refs.includes(ref))
        problems.push(`${ref} ${what} "${name}" → ${record?.id ?? 'nothing'}`);
    };
    let inciCount = 0;
    let chemicalCount = 0;
    for (const { ref, row } of annexII) {
      if (!/\bINCI\b/.test(row[1] ?? '')) continue;
      const { inci, chemical } = inciAndChemical(row[1] ?? '');
      expect(inci.length, ref).toBeGreaterThan(0);
      for (const name of inci) reaches(ref, name, 'INCI name');
      for (const name of chemical) reaches(ref, name, 'chemical name');
      inciCount += inci.length;
      chemicalCount += chemical.length;
    }
    // The INCI names our common list ties to an Annex entry, and the amendments' INCI names.
    for (const item of COMMON_INCI)
      for (const ref of item.annex ?? []) {
        reaches(ref, item.name, 'INCI name');
        inciCount++;
      }
    for (const { changes } of ANNEX_AMENDMENTS)
      for (const { annex, entry, change, inci } of changes)
        if ((annex === 'II' || annex === 'III') && change !== 'deleted')
          for (const name of inci) {
            reaches(`${annex}-${entry}`, name, 'INCI name');
            inciCount++;
          }
    expect(problems).toEqual([]);
    expect(inciCount).toBeGreaterThanOrEqual(75);
    expect(chemicalCount).toBeGreaterThanOrEqual(10);
  });

  describe('the 2024 and 2025 amendments', () => {
    const regulationOf = (row: string[], annex: 'II' | 'III') =>
      /(\d{4})\s*\/\s*(\d+)/
        .exec(row[annex === 'II' ? 4 : 9] ?? '')
        ?.slice(1, 3)
        .join('/') ?? '';
    const listed = new Map<string, string>();
    for (const amendment of ANNEX_AMENDMENTS)
      for (const { annex, entry } of amendment.changes)
        listed.set(`${annex}-${entry}`, amendment.regulation.join('/'));

    it('lists every entry the export dates 2024 or 2025, under the regulation the export names', () => {
      const recent = [
        ...annexII.map((row) => ({ ...row, regulation: regulationOf(row.row, 'II') })),
        ...annexIII.map((row) => ({ ...row, regulation: regulationOf(row.row, 'III') })),
      ].filter(({ regulation }) => /^202[45]\//.test(regulation));
      expect(recent.length).toBeGreaterThanOrEqual(35);
      expect(
        recent.filter(({ ref, regulation }) => listed.get(ref) !== regulation).map((r) => r.ref),
      ).toEqual([]);
      // And every Annex II/III change the table lists is in the export under that regulation.
      const inExport = new Map(recent.map(({ ref, regulation }) => [ref, regulation]));
      const missing = [...listed]
        .filter(([ref]) => ref.startsWith('II-') || ref.startsWith('III-'))
        .filter(([ref, regulation]) => inExport.get(ref) !== regulation);
      expect(missing).toEqual([]);
    });

    it('finds each added or replaced Annex II and III entry by every name, citing the regulation', () => {
      const problems: string[] = [];
      let names = 0;
      for (const amendment of ANNEX_AMENDMENTS) {
        const url = amendmentSource(amendment).url;
        for (const { annex, entry, change, inci } of amendment.changes) {
          if (annex !== 'II' && annex !== 'III') continue;
          const ref = `${annex}-${entry}`;
          const rows = (annex === 'II' ? annexII : annexIII).filter((row) => row.ref === ref);
          expect(rows.length, ref).toBeGreaterThan(0);
          const all = [
            ...inci,
            ...rows.flatMap(({ row }) => [
              ...namesOf(row[1] ?? ''),
              ...(annex === 'III' ? namesOf(row[2] ?? '') : []),
            ]),
          ];
          for (const name of all) {
            names++;
            const record = lookup(name);
            if (!record?.annex_refs.includes(ref))
              problems.push(`${ref} "${name.slice(0, 80)}" → ${record?.id ?? 'nothing'}`);
          }
          for (const record of holders.get(ref) ?? []) {
            const cites = record.flags.some((flag) => flag.sources.some((s) => s.url === url));
            if (!cites) problems.push(`${ref} ${record.id}: no flag cites ${url}`);
            if (annex === 'II' && !record.flags.some((flag) => flag.level === 'avoid'))
              problems.push(`${ref} ${record.id}: not prohibited`);
            if (annex === 'III' && record.restrictions.length === 0)
              problems.push(`${ref} ${record.id}: no restriction`);
          }
          if (change === 'deleted') problems.push(`${ref}: listed as deleted but in the export`);
        }
      }
      expect(problems).toEqual([]);
      expect(names).toBeGreaterThanOrEqual(60);
    });

    it('applies the Annex V and VI changes, which the export does not hold, to their INCI names', () => {
      const problems: string[] = [];
      for (const amendment of ANNEX_AMENDMENTS) {
        const url = amendmentSource(amendment).url;
        for (const { annex, entry, change, inci } of amendment.changes) {
          if (annex !== 'V' && annex !== 'VI') continue;
          expect(inci.length, `${annex}-${entry}`).toBeGreaterThan(0);
          for (const name of inci) {
            const record = lookup(name);
            if (!record) {
              problems.push(`${annex}-${entry} "${name}" → nothing`);
              continue;
            }
            if (!record.flags.some((flag) => flag.sources.some((s) => s.url === url)))
              problems.push(`${annex}-${entry} ${record.id}: no flag cites ${url}`);
            // A UV filter struck from Annex VI is never shown as an allowed UV filter.
            if (change === 'deleted' && annex === 'VI') {
              if (record.flags.some((flag) => /allowed[^.]*UV filter/i.test(flag.text)))
                problems.push(`${annex}-${entry} ${record.id}: still an allowed UV filter`);
              if (!record.flags.some((flag) => flag.level === 'avoid'))
                problems.push(`${annex}-${entry} ${record.id}: not prohibited`);
            }
            if (change === 'replaced' && record.restrictions.length === 0)
              problems.push(`${annex}-${entry} ${record.id}: no restriction`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
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
