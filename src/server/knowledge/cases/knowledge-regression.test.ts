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
]);

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

const pct = (n: number, d: number) => `${d === 0 ? '100.0' : ((100 * n) / d).toFixed(1)}%`;

describe('regression cases', () => {
  it('has case files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const parsed = caseFile.parse(JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')));
    const failures: string[] = [];
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
