/**
 * The regression set: every case in cases/*.cases.json runs through the real checker over the
 * shipped knowledge base. An interaction case fails when an item does not resolve, when nothing is
 * found, or when the top severity is below the expected minimum (or the spacing is shorter than
 * expected); a no-interaction case fails on any interaction of moderate or above (a false alarm).
 * Each file prints one summary line: recall, severity agreement (top severity equal to the expected
 * one) and false alarms. A names file lists typed names (brands, everyday words, misspellings) with
 * the substance each must resolve to through the real resolver; it prints its resolution rate and
 * fails on any miss. How to add a case: AUTHORING.md, 'Regression cases'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEVERITIES, type Severity } from '#shared/contracts/interactions.contract';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import { ALLOWED_SOURCE_HOSTS } from '../knowledge.schema';
import { knowledgeFromFiles } from '../load-knowledge-files';

const CASES_DIR = import.meta.dirname;

const sourceUrl = z
  .url()
  .refine((url) => (ALLOWED_SOURCE_HOSTS as readonly string[]).includes(new URL(url).host), {
    message: 'source host must be one of ALLOWED_SOURCE_HOSTS',
  });

const interactionCase = z.strictObject({
  a: z.string().min(1),
  b: z.string().min(1),
  severity: z.enum(SEVERITIES),
  separate_hours: z.number().positive().optional(),
  group: z.string().min(1).optional(),
  source: sourceUrl,
});

const quietCase = z.strictObject({
  a: z.string().min(1),
  b: z.string().min(1),
  source: sourceUrl,
});

const nameCase = z.strictObject({
  name: z.string().min(1),
  id: z.string().min(1),
  source: sourceUrl,
});

/** A typed query and what it must resolve to: a substance id, or null for "stay unresolved". */
const resolutionCase = z.strictObject({
  query: z.string().min(1),
  expect: z.string().min(1).nullable(),
  group: z.string().min(1),
  note: z.string().min(1).optional(),
  source: sourceUrl.optional(),
});

const caseFile = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('interaction'),
    description: z.string().min(1),
    cases: z.array(interactionCase).min(1),
  }),
  z.strictObject({
    kind: z.literal('no_interaction'),
    description: z.string().min(1),
    cases: z.array(quietCase).min(1),
  }),
  z.strictObject({
    kind: z.literal('names'),
    description: z.string().min(1),
    cases: z.array(nameCase).min(1),
  }),
  z.strictObject({
    kind: z.literal('resolution'),
    description: z.string().min(1),
    cases: z.array(resolutionCase).min(1),
  }),
]);

/**
 * A resolution file: any wrong resolution (another substance, or any substance where the query
 * must stay unresolved) fails. A miss (unresolved where a substance is expected) is honest (the
 * checker says it does not know and offers "did you mean"), so misses fail only past this share.
 */
const MAX_UNRESOLVED_SHARE = 0.03;

function runResolutionCases(file: string, cases: z.infer<typeof resolutionCase>[]): string[] {
  const failures: string[] = [];
  const misses: string[] = [];
  const seen = new Set<string>();
  const tally = new Map<string, { n: number; right: number; wrong: number; missed: number }>();
  for (const c of cases) {
    const key = c.query.toLowerCase();
    if (seen.has(key)) failures.push(`${c.query}: listed twice`);
    seen.add(key);
    if (c.expect !== null && !index.substances.has(c.expect))
      failures.push(`${c.query}: unknown substance id ${c.expect}`);
    const got = index.resolve(c.query)?.substanceId ?? null;
    const group = tally.get(c.group) ?? { n: 0, right: 0, wrong: 0, missed: 0 };
    group.n++;
    if (got === c.expect) group.right++;
    else if (got === null) {
      group.missed++;
      misses.push(`${c.query}: unresolved, expected ${c.expect}`);
    } else {
      group.wrong++;
      failures.push(`${c.query}: WRONG, resolves to ${got}, expected ${c.expect ?? 'unresolved'}`);
    }
    tally.set(c.group, group);
  }
  const total = [...tally.values()].reduce(
    (sum, g) => ({
      n: sum.n + g.n,
      right: sum.right + g.right,
      wrong: sum.wrong + g.wrong,
      missed: sum.missed + g.missed,
    }),
    { n: 0, right: 0, wrong: 0, missed: 0 },
  );
  const groups = [...tally]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, g]) => `${name} ${g.right}/${g.n}`)
    .join(', ');
  console.log(
    `${file}: ${total.n} queries, right ${pct(total.right, total.n)}, wrong ${total.wrong}, unresolved where a substance was expected ${total.missed} (${groups})`,
  );
  if (total.missed > MAX_UNRESOLVED_SHARE * total.n) failures.push(...misses);
  return failures;
}

const pct = (n: number, d: number) => `${d === 0 ? '100.0' : ((100 * n) / d).toFixed(1)}%`;
const rank = (severity: Severity) => SEVERITIES.length - SEVERITIES.indexOf(severity);
const files = readdirSync(CASES_DIR)
  .filter((file) => file.endsWith('.cases.json'))
  .sort();
const index = knowledgeFromFiles().interactions;

function run(a: string, b: string) {
  const result = checkInteractions(index, [a, b], { detail: 'basic', profile: null });
  const unresolved = result.items.filter((item) => !item.resolved).map((item) => item.query);
  const top = result.interactions[0];
  const hours = Math.max(0, ...result.interactions.map((i) => i.separate_hours ?? 0));
  return { unresolved, top, hours };
}

describe('regression cases', () => {
  it('has case files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const parsed = caseFile.parse(JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')));
    const failures: string[] = [];
    if (parsed.kind === 'resolution') {
      expect(runResolutionCases(file, parsed.cases)).toEqual([]);
      return;
    }
    if (parsed.kind === 'names') {
      const seenNames = new Set<string>();
      let resolved = 0;
      for (const c of parsed.cases) {
        if (seenNames.has(c.name.toLowerCase())) failures.push(`${c.name}: listed twice`);
        seenNames.add(c.name.toLowerCase());
        if (!index.substances.has(c.id)) failures.push(`${c.name}: unknown substance id ${c.id}`);
        const got = index.resolve(c.name)?.substanceId ?? null;
        if (got === c.id) resolved++;
        else failures.push(`${c.name}: resolves to ${got ?? 'nothing'}, expected ${c.id}`);
      }
      const n = parsed.cases.length;
      console.log(`${file}: ${n} names, resolution ${pct(resolved, n)}, misses ${n - resolved}`);
      expect(failures).toEqual([]);
      return;
    }
    const seen = new Set<string>();
    for (const c of parsed.cases) {
      const key = [c.a.toLowerCase(), c.b.toLowerCase()].sort().join(' + ');
      if (seen.has(key)) failures.push(`${c.a} + ${c.b}: listed twice`);
      seen.add(key);
    }

    if (parsed.kind === 'interaction') {
      let found = 0;
      let agree = 0;
      let below = 0;
      for (const c of parsed.cases) {
        const { unresolved, top, hours } = run(c.a, c.b);
        if (unresolved.length > 0) {
          failures.push(`${c.a} + ${c.b}: does not resolve ${unresolved.join(', ')}`);
          continue;
        }
        if (!top) {
          failures.push(`${c.a} + ${c.b}: missed (expected at least ${c.severity})`);
          continue;
        }
        found++;
        if (top.severity === c.severity) agree++;
        if (rank(top.severity) < rank(c.severity)) {
          below++;
          failures.push(
            `${c.a} + ${c.b}: ${top.severity} (${top.id}), expected at least ${c.severity}`,
          );
        }
        if (c.separate_hours !== undefined && hours < c.separate_hours)
          failures.push(
            `${c.a} + ${c.b}: spacing ${hours} h, expected at least ${c.separate_hours} h`,
          );
      }
      const n = parsed.cases.length;
      console.log(
        `${file}: ${n} cases, recall ${pct(found, n)}, severity agreement ${pct(agree, found)}, misses ${n - found}, below expected ${below}`,
      );
    } else {
      let alarms = 0;
      for (const c of parsed.cases) {
        const { unresolved, top } = run(c.a, c.b);
        if (unresolved.length > 0) {
          failures.push(`${c.a} + ${c.b}: does not resolve ${unresolved.join(', ')}`);
          continue;
        }
        if (top && rank(top.severity) >= rank('moderate')) {
          alarms++;
          failures.push(`${c.a} + ${c.b}: false alarm ${top.severity} (${top.id})`);
        }
      }
      const n = parsed.cases.length;
      console.log(`${file}: ${n} cases, false alarms ${alarms} (${pct(alarms, n)})`);
    }
    expect(failures).toEqual([]);
  });
});
