/**
 * The probe of ADR 106 (`crisis-probe-106.json`): crisis phrasings and ordinary sentences written
 * after ADR 103 and before any change, kept out of the corpus. Measured once by ADR 106 (47/76, 6
 * false alarms), then released as tune material for ADR 112. Its figures are floors, so a
 * regression shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisis } from './crisis';
import { loadCrisisCorpus } from './crisis-corpus.test-helpers';

interface ProbeEntry {
  text: string;
  crisis: boolean;
}

describe('the probe of ADR 106', () => {
  const probe = JSON.parse(
    readFileSync(projectPath('src/server/lib/text-safety/crisis-probe-106.json'), 'utf8'),
  ) as ProbeEntry[];

  it('is kept out of the corpus', () => {
    const corpus = new Set(loadCrisisCorpus().map((entry) => entry.text.toLowerCase()));
    expect(probe.filter((entry) => corpus.has(entry.text.toLowerCase()))).toEqual([]);
    expect(probe.filter((entry) => entry.crisis)).toHaveLength(76);
    expect(probe.filter((entry) => !entry.crisis)).toHaveLength(74);
  });

  it('holds its figures: 71 of 76 found, at most 6 false alarms in 74 (target 97 % and 0, not met)', () => {
    // ADR 106 measured 47/76 and 6 before any change; ADR 112 tuned the warning signs on it (the
    // 6 false alarms are the rules' own); round 3's lexicons found one more. `npx tsx
    // scripts/crisis-figures.ts --names` names them.
    const crisis = probe.filter((entry) => entry.crisis);
    const ordinary = probe.filter((entry) => !entry.crisis);
    const found = crisis.filter((entry) => detectCrisis(entry.text).crisis).length;
    const alarms = ordinary.filter((entry) => detectCrisis(entry.text).crisis).length;
    console.info(
      `crisis probe 106: recall ${found}/${crisis.length}, false alarms ${alarms}/${ordinary.length}`,
    );
    expect(found).toBeGreaterThanOrEqual(71);
    expect(alarms).toBeLessThanOrEqual(6);
  });
});
