/**
 * The crisis detector against the corpus in tests/fixtures/crisis (ADR 073): crisis phrasings and
 * ordinary sentences that share their words, split by a stable hash of each sentence. The tune
 * split is the one the rules were written against; the held-out split was never looked at while
 * writing them, so its figures are the honest estimate. The tune split must reach 97 % recall with
 * no false alarm; the held-out split holds the figures it reached (the target is 97 % and none).
 */
import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis';
import { isHeldOut, loadCrisisCorpus, type CorpusEntry } from './crisis-corpus.test-helpers';

const corpus = loadCrisisCorpus();

function figures(entries: CorpusEntry[]) {
  const crisis = entries.filter((entry) => entry.crisis);
  const ordinary = entries.filter((entry) => !entry.crisis);
  const missed = crisis.filter((entry) => !detectCrisis(entry.text).crisis);
  const falseAlarms = ordinary.filter((entry) => detectCrisis(entry.text).crisis);
  return {
    crisis: crisis.length,
    ordinary: ordinary.length,
    missed,
    falseAlarms,
    recall: (crisis.length - missed.length) / crisis.length,
  };
}

describe('the crisis corpus', () => {
  const tune = figures(corpus.filter((entry) => !isHeldOut(entry.text)));
  const heldOut = figures(corpus.filter((entry) => isHeldOut(entry.text)));

  it('has at least 400 crisis phrasings and 400 ordinary sentences, a third held out', () => {
    // ADR 103: 2,064 sentences (1,007 crisis, 1,057 ordinary); held out 328 and 346.
    expect(corpus.length).toBeGreaterThanOrEqual(2064);
    expect(tune.crisis + heldOut.crisis).toBeGreaterThanOrEqual(1007);
    expect(tune.ordinary + heldOut.ordinary).toBeGreaterThanOrEqual(1057);
    expect(heldOut.crisis).toBeGreaterThanOrEqual(328);
    expect(heldOut.ordinary).toBeGreaterThanOrEqual(346);
    expect(new Set(corpus.map((entry) => entry.text)).size).toBe(corpus.length);
  });

  it('meets 97 % of the tune split with no false alarm', () => {
    console.info(
      `crisis tune: recall ${tune.crisis - tune.missed.length}/${tune.crisis} (${(tune.recall * 100).toFixed(1)} %), false alarms ${tune.falseAlarms.length}/${tune.ordinary}`,
    );
    // The tune split may be read: name what it misses.
    expect({ missed: tune.recall >= 0.97 ? [] : tune.missed.map((entry) => entry.text) }).toEqual({
      missed: [],
    });
    expect(tune.falseAlarms.map((entry) => entry.text)).toEqual([]);
  });

  it('holds its held-out figures: 319 of 328 found (97.3 %), no false alarm (the target: 97 % and 0)', () => {
    // Counts only: the held-out sentences are not printed, so they are not tuned on. This floor
    // keeps what was reached from sliding back. The rules of ADR 103 found 292 of 328 with 6
    // false alarms; the warning-sign combinations of ADR 112 added 2 found; ADR 118's families
    // (entrapment, pain, withdrawal, the means acquired) 2 more, and its guards on what a sign
    // means cleared 2 false alarms. ADR 120 and 122 reached 314 with none; ADR 133's frames 316; ADR 135's learned signal,
    // trained on every set's tune part with its threshold chosen there, 319 with none.
    console.info(
      `crisis held-out: recall ${heldOut.crisis - heldOut.missed.length}/${heldOut.crisis} (${(heldOut.recall * 100).toFixed(1)} %), false alarms ${heldOut.falseAlarms.length}/${heldOut.ordinary}`,
    );
    expect(heldOut.crisis - heldOut.missed.length).toBeGreaterThanOrEqual(319);
    expect(heldOut.falseAlarms.length).toBe(0);
  });
});
