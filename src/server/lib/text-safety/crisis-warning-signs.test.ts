/**
 * The warning-sign combination reader (ADR 112): signs of two distinct families in one window of a
 * post make a crisis, one family alone never does, and an ordinary explanation, another subject,
 * a recovery long past or one phrase read twice do not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { canonicalWords, detectCrisis, detectCrisisByRules } from './crisis';
import { isHeldOut, loadCrisisCorpus } from './crisis-corpus.test-helpers';
import { warningSignCombination } from './crisis-warning-signs';
import { readingsOf, withoutClauseMarks } from './normalize';

/** The families the reader finds in a text's first reading, as `detectCrisis` hands it over. */
function families(text: string): string[] {
  const clauseWords = canonicalWords(readingsOf(text, true)[0] ?? '');
  return warningSignCombination(clauseWords, withoutClauseMarks(clauseWords)).sort();
}

describe('the warning-sign combination reader', () => {
  it('finds signs of two families meeting, where the rules find none', () => {
    // Each of these passed the rules of ADR 103 (probe 106 and the tune sentences of ADR 112).
    for (const text of [
      'gave my xbox and all my games to my little bro, he should have them, i wont need em',
      'this is my last post here. thank you all for being kind to me. goodbye',
      'already wrote letters for my mum and my gf. theyre in the drawer for when its done',
      'I have enough of my mum’s sleeping tablets saved up. Sunday when everyone is at church.',
      'deleted all my socials, gave the cat to my neighbour. ready now',
      'my bf can keep the flat. im done waiting for things to change. its time',
    ])
      expect({ text, crisis: detectCrisis(text).crisis }).toEqual({ text, crisis: true });
    expect(detectCrisis('i think its time i checked out for good').categories.sort()).toEqual([
      'sign:finality',
      'sign:resolve',
    ]);
  });

  it('reads the families through the normaliser: slips, texting and lookalike letters', () => {
    expect(families('givng away all my belongins, wont be needin them')).toContain('preparation');
    expect(detectCrisis('the note is writen, goodbye evryone').crisis).toBe(true);
    expect(detectCrisis('made peace with it, my will is sоrtеd').crisis).toBe(true);
  });

  it('never decides on one family alone, however many of its signs', () => {
    expect(families("I've deleted my instagram and written notes for my parents")).toEqual([]);
    expect(families('nothing is ever getting better, i give up on all of it, on me')).toEqual([]);
    // The means and a time alone are a dose at bedtime as often as a plan (ADR 112).
    expect(families("I'm going to take all my tablets tonight before bed")).toEqual([]);
  });

  it('counts one phrase that two lexicons name as one sign', () => {
    expect(families('the pills are counted')).toEqual([]);
    expect(families('My final goodbye to the old sofa, it served us well')).toEqual([]);
  });

  it('reads the signs beside an ordinary explanation as ordinary life', () => {
    for (const text of [
      'gave away my plants and my guitar before the move, feels right',
      "deleted all my socials, gave the cat to my neighbour while I'm in rehab for my knee, ready now",
      'thank you for everything, you have all been so kind. i won’t be here next week, i’m in Spain',
      "I'm giving my games to my little brother, I won't need them, I'm getting a PS5",
      'The pills are counted out for my mum’s weekly box, carer comes friday',
      'my plan is set for the 14th: 10k run then pancakes',
      'i think it’s time i checked out for good from the group chat lol',
      'sorted my will and cancelled my phone contract because I’m moving to Canada',
    ])
      expect({ text, families: families(text) }).toEqual({ text, families: [] });
  });

  it('asks who the subject is, and whether it is told as past', () => {
    expect(families('She has decided, she made peace with it and gave her dog away')).toEqual([]);
    expect(
      families(
        'Two years ago I gave away my stuff and said goodbye to everyone, now I am doing well and in recovery',
      ),
    ).toEqual([]);
    expect(
      families('I am not ready, I have not decided and I have not given anything away'),
    ).toEqual([]);
  });

  it('keeps a complement that makes a sign ordinary from counting', () => {
    expect(families('done waiting for the bus, walking home, goodbye all')).toEqual([]);
    expect(families('nobody is going to save me a seat, I’m ready now anyway')).toEqual([]);
  });

  it('raises no false alarm on any tune ordinary sentence (the corpus tune split and every probe)', () => {
    // ADR 112's condition for shipping: whatever the rules say of an ordinary tune sentence, the
    // warning signs add no alarm to it. The held-out split is not read here.
    const probes = [
      'src/server/lib/text-safety/crisis-probe-106.json',
      'tests/fixtures/crisis/probes-099.json',
      'tests/fixtures/crisis/probes-103.json',
      'tests/fixtures/crisis/probes-112-tune.json',
      'tests/fixtures/crisis/probes-113-tune.json',
      'tests/fixtures/crisis/probes-114-tune.json',
      'tests/fixtures/crisis/probes-118-tune.json',
    ]
      .flatMap(
        (path) =>
          JSON.parse(readFileSync(projectPath(path), 'utf8')) as {
            text: string;
            crisis: boolean;
            split?: string;
          }[],
      )
      // The sets of round 3 and ADR 118 keep a held-out third of their own, not read here.
      .filter((entry) => entry.split !== 'held-out');
    const ordinary = [...loadCrisisCorpus().filter((entry) => !isHeldOut(entry.text)), ...probes]
      .filter((entry) => !entry.crisis)
      .map((entry) => entry.text);
    expect(ordinary.length).toBeGreaterThan(2300);
    const added = ordinary.filter(
      (text) => detectCrisis(text).crisis && !detectCrisisByRules(text).crisis,
    );
    expect(added).toEqual([]);
  });
});
